import { useQuery } from '@tanstack/react-query';
import type { Suggestions } from '../../../../shared/assistant';
import { apiJson } from '../../../lib/api-client';

/** GET /workorders/{id}/suggestions: what earlier finished jobs like this one had. */
export function useSuggestions(workOrderId: string, version: string) {
  return useQuery({
    // The work order's own change (an item added) asks again: what is on it is no longer offered.
    queryKey: ['suggestions', workOrderId, version],
    queryFn: ({ signal }) => apiJson<Suggestions>(`/workorders/${workOrderId}/suggestions`, { signal }),
  });
}
