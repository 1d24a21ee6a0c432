import { useQuery } from '@tanstack/react-query';
import type { Customer } from '../../../../shared/customers';
import { apiJson } from '../../../lib/api-client';

/** GET /customers/{id}: the owner whose customer number a work order shows. */
export function useCustomerForWorkOrder(id: string | null) {
  return useQuery({
    queryKey: ['work-orders', 'customer', id],
    queryFn: ({ signal }) => apiJson<Customer>(`/customers/${id}`, { signal }),
    enabled: id !== null,
  });
}
