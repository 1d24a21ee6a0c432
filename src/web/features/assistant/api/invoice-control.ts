import { useMutation, useQuery } from '@tanstack/react-query';
import type { Finding, InvoiceControlSummary } from '../../../../shared/assistant';
import { apiJson, apiRequest, totalCount } from '../../../lib/api-client';

export const FINDINGS_PER_PAGE = 50;

/** GET /insights (the API keeps its first name, decision 045): a page of Fakturakontroll's findings, largest amount first, and how many there are. */
export function useFindings(offset = 0, limit = FINDINGS_PER_PAGE) {
  return useQuery({
    // Findings follow every record of the workshop: any write makes them stale (app/query-client.ts).
    queryKey: ['invoice-control', offset, limit],
    queryFn: async ({ signal }) => {
      const { data, headers } = await apiRequest<Finding[]>(`/insights?limit=${limit}&offset=${offset}`, {
        signal,
      });
      return { findings: data, total: totalCount(headers) };
    },
  });
}

/** GET /insights/summary: the dashboard's count and kronor at stake. */
export function useInvoiceControlSummary() {
  return useQuery({
    queryKey: ['invoice-control', 'summary'],
    queryFn: ({ signal }) => apiJson<InvoiceControlSummary>('/insights/summary', { signal }),
  });
}

/** POST /insights/{key}/dismiss: the finding is not shown again. */
export function useDismissFinding() {
  return useMutation({
    mutationFn: (key: string) => apiJson<void>(`/insights/${encodeURIComponent(key)}/dismiss`, { method: 'POST' }),
  });
}
