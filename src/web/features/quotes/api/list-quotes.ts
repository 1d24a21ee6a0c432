import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Quote } from '../../../../shared/quote-shapes';
import type { QuoteStatus } from '../../../../shared/quotes';
import { fetchListPage } from '../../../lib/list-page-fetch';
import { quotesKey } from './quotes-key';

export type QuoteFilter = 'all' | QuoteStatus;

/** GET /quotes?status=&customerId=: a page of quotes, newest first, with the list's total. */
export function quotesQuery(filter: QuoteFilter, customerId: string | null, limit = 25, offset = 0) {
  const page = { filter, limit, offset, customerId: customerId ?? undefined };
  return queryOptions({
    queryKey: [...quotesKey, page],
    queryFn: ({ signal }) => fetchListPage<Quote>('/quotes', page, signal),
    placeholderData: keepPreviousData,
  });
}

/**
 * The quotes out with the customer (Skickad and Öppnad), for the dashboard's follow-up: at most 100
 * of each, newest first — a workshop with more unanswered quotes than that sees the newest.
 */
export function useOutstandingQuotes() {
  return useQuery({
    queryKey: [...quotesKey, 'outstanding'],
    queryFn: async ({ signal }) => {
      const [sent, viewed] = await Promise.all(
        (['sent', 'viewed'] as const).map((filter) =>
          fetchListPage<Quote>('/quotes', { filter, limit: 100, offset: 0 }, signal),
        ),
      );
      return [...sent!.items, ...viewed!.items];
    },
  });
}
