import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { SearchResult } from '../../../../shared/search';
import { apiJson } from '../../../lib/api-client';

/** GET /search?q=: customers, machines, work orders and invoices that match. */
export function useSearch(q: string) {
  return useQuery({
    queryKey: ['search', q],
    queryFn: ({ signal }) => apiJson<SearchResult>(`/search?q=${encodeURIComponent(q)}`, { signal }),
    enabled: q !== '',
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
