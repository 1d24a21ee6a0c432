import { useQuery } from '@tanstack/react-query';
import type { UnmatchedPayment } from '../../../../shared/bank-files';
import { fetchListPage } from '../../../lib/list-page-fetch';
import { unmatchedKey } from './payments-key';

export const UNMATCHED_PAGE_SIZE = 50;

/** GET /payments/unmatched: a page, oldest first, with the total. */
export function useUnmatchedPayments(offset: number) {
  return useQuery({
    queryKey: [...unmatchedKey, offset],
    queryFn: ({ signal }) =>
      fetchListPage<UnmatchedPayment>('/payments/unmatched', { limit: UNMATCHED_PAGE_SIZE, offset }, signal),
  });
}
