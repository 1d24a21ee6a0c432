import { useQuery } from '@tanstack/react-query';
import type { InvoiceDraft } from '../../../../shared/time';
import { apiJson } from '../../../lib/api-client';

/** GET /workorders/{id}/invoice-draft: the lines the server proposes (materials, then time and distance per rate). */
export function useInvoiceDraft(workOrderId: string | null) {
  return useQuery({
    queryKey: ['invoices', 'draft', workOrderId],
    queryFn: ({ signal }) => apiJson<InvoiceDraft>(`/workorders/${workOrderId}/invoice-draft`, { signal }),
    enabled: workOrderId !== null,
    staleTime: 0,
  });
}
