import type { Payment } from '../../../../shared/payments';
import { apiJson } from '../../../lib/api-client';
import { usePaymentsMutation } from './payments-key';

/** POST /payments/unmatched/{id}/assign: booked on the chosen invoice, on the bank's date. */
export function useAssignPayment() {
  return usePaymentsMutation(({ id, invoiceId }: { id: string; invoiceId: string }) =>
    apiJson<Payment>(`/payments/unmatched/${id}/assign`, { method: 'POST', body: { invoiceId } }),
  );
}
