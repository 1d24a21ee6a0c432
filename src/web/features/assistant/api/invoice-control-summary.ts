import { useQuery } from '@tanstack/react-query';
import type { InvoiceControlSummary } from '../../../../shared/assistant';
import { apiJson } from '../../../lib/api-client';

/** GET /insights/summary: the dashboard's count and kronor at stake. */
export function useInvoiceControlSummary() {
  return useQuery({
    queryKey: ['invoice-control', 'summary'],
    queryFn: ({ signal }) => apiJson<InvoiceControlSummary>('/insights/summary', { signal }),
  });
}
