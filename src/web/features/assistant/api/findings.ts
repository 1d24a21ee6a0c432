import { useQuery } from '@tanstack/react-query';
import type { Finding } from '../../../../shared/assistant';
import { apiRequest, totalCount } from '../../../lib/api-client';

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
