import { apiJson } from '../../../lib/api-client';
import { usePaymentsMutation } from './payments-key';

/** DELETE /payments/unmatched/{id}: off the list, never booked. */
export function useDismissPayment() {
  return usePaymentsMutation((id: string) => apiJson<void>(`/payments/unmatched/${id}`, { method: 'DELETE' }));
}
