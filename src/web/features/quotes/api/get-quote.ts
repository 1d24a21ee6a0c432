import { useQuery } from '@tanstack/react-query';
import type { Quote } from '../../../../shared/quote-shapes';
import { apiJson } from '../../../lib/api-client';
import { quotesKey } from './quotes-key';

/** GET /quotes/{id}: the newest version, or `?version=n` for an earlier one. */
export function useQuote(id: string | undefined, version: number | null) {
  return useQuery({
    queryKey: [...quotesKey, 'one', id, version],
    queryFn: ({ signal }) =>
      apiJson<Quote>(`/quotes/${id}${version === null ? '' : `?version=${version}`}`, { signal }),
    enabled: Boolean(id),
  });
}
