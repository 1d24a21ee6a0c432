import { apiJson } from '../../../lib/api-client';
import { useCustomerMutation } from './customers-key';

/** DELETE /customers/{id}: refused while the customer has machines, work orders or invoices. */
export function useDeleteCustomer() {
  return useCustomerMutation((id: string) => apiJson<void>(`/customers/${id}`, { method: 'DELETE' }));
}
