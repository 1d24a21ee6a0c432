import type { Customer, CustomerInput } from '../../../../shared/customers';
import { apiJson } from '../../../lib/api-client';
import { useCustomerMutation } from './customers-key';

/** POST /customers, or PUT /customers/{id} when editing. */
export function useSaveCustomer() {
  return useCustomerMutation(({ id, values }: { id?: string | undefined; values: CustomerInput }) =>
    apiJson<Customer>(id ? `/customers/${id}` : '/customers', { method: id ? 'PUT' : 'POST', body: values }),
  );
}
