import { useQuery } from '@tanstack/react-query';
import type { Customer } from '../../../../shared/customers';
import { apiJson } from '../../../lib/api-client';

/** GET /customers/{id}: the customer a work order names, whose details an invoice is filled with. */
export function useCustomerToBill(id: string | null) {
  return useQuery({
    // The invoices' own entry: what an invoice reads of a customer, refreshed with the invoices.
    queryKey: ['invoices', 'customer-to-bill', id],
    queryFn: ({ signal }) => apiJson<Customer>(`/customers/${id}`, { signal }),
    enabled: id !== null,
  });
}
