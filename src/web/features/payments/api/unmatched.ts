import { useQuery } from '@tanstack/react-query';
import type { UnmatchedPayment } from '../../../../shared/bank-files';
import type { Payment } from '../../../../shared/payments';
import { apiJson } from '../../../lib/api-client';
import { fetchListPage } from '../../../lib/list-page-fetch';
import { unmatchedKey, usePaymentsMutation } from './payments-key';

export const UNMATCHED_PAGE_SIZE = 50;

/** GET /payments/unmatched: a page, oldest first, with the total. */
export function useUnmatchedPayments(offset: number) {
  return useQuery({
    queryKey: [...unmatchedKey, offset],
    queryFn: ({ signal }) =>
      fetchListPage<UnmatchedPayment>('/payments/unmatched', { limit: UNMATCHED_PAGE_SIZE, offset }, signal),
  });
}

/** POST /payments/unmatched/{id}/assign: booked on the chosen invoice, on the bank's date. */
export function useAssignPayment() {
  return usePaymentsMutation(({ id, invoiceId }: { id: string; invoiceId: string }) =>
    apiJson<Payment>(`/payments/unmatched/${id}/assign`, { method: 'POST', body: { invoiceId } }),
  );
}

/** DELETE /payments/unmatched/{id}: off the list, never booked. */
export function useDismissPayment() {
  return usePaymentsMutation((id: string) => apiJson<void>(`/payments/unmatched/${id}`, { method: 'DELETE' }));
}
