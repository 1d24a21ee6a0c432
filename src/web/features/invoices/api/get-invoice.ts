import { useQuery } from '@tanstack/react-query';
import type { Invoice } from '../../../../shared/invoices';
import { apiJson } from '../../../lib/api-client';
import { invoicesKey } from './invoices-key';

/** GET /invoice/{id}: the invoice a link names (the receivables' "Påminn"). */
export function useInvoice(id: string | null) {
  return useQuery({
    queryKey: [...invoicesKey, 'one', id],
    queryFn: ({ signal }) => apiJson<Invoice>(`/invoice/${id}`, { signal }),
    enabled: id !== null,
  });
}
