import { useQuery } from '@tanstack/react-query';
import type { Customer } from '../../../../shared/customers';
import { apiJson } from '../../../lib/api-client';
import { customersKey } from './customers-key';

/** GET /customers/{id}. */
export function useCustomer(id: string | undefined) {
  return useQuery({
    queryKey: [...customersKey, 'one', id],
    queryFn: ({ signal }) => apiJson<Customer>(`/customers/${id}`, { signal }),
    enabled: Boolean(id),
  });
}
