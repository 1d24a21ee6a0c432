import { useQuery } from '@tanstack/react-query';
import type { Receivables } from '../../../../shared/receivables';
import { apiRequest, totalCount } from '../../../lib/api-client';

export const CUSTOMERS_PER_PAGE = 50;

/** GET /receivables?date=: the sums over all, a page of customers and how many there are. */
export function useReceivables(date: string | null, offset = 0, limit = CUSTOMERS_PER_PAGE) {
  return useQuery({
    // Under 'invoices': every write of an invoice or a payment reads it again.
    queryKey: ['invoices', 'receivables', date, offset, limit],
    queryFn: async ({ signal }) => {
      const params = new URLSearchParams({ limit: String(limit), offset: String(offset) });
      if (date) params.set('date', date);
      const { data, headers } = await apiRequest<Receivables>(`/receivables?${params}`, { signal });
      return { ...data, customerCount: totalCount(headers) };
    },
  });
}
