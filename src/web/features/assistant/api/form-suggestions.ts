import { useQuery } from '@tanstack/react-query';
import type { Suggestions } from '../../../../shared/assistant';
import { apiJson } from '../../../lib/api-client';

/** GET /suggestions: for a work order being filled in, from its machine, work category and words. */
export function useFormSuggestions(
  query: { machineId: string; workCategory: string; title: string; description: string } | null,
) {
  return useQuery({
    queryKey: ['suggestions', 'form', query],
    enabled: query !== null,
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ ...query!, description: query!.description.slice(0, 2000) });
      return apiJson<Suggestions>(`/suggestions?${params}`, { signal });
    },
    // The form's words change as the user types: keep the last answer on screen meanwhile.
    placeholderData: (previous) => previous,
  });
}
