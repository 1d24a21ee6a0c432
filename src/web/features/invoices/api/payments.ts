import { useQuery } from '@tanstack/react-query';
import type { Payment, PaymentInput } from '../../../../shared/payments';
import { apiJson } from '../../../lib/api-client';
import { invoicesKey, useInvoiceMutation } from './invoices-key';

/** POST /invoice/{id}/payments: a payment; the invoice is paid once its payments reach the amount. */
export function useRegisterPayment() {
  return useInvoiceMutation(({ id, input }: { id: string; input: PaymentInput }) =>
    apiJson<Payment>(`/invoice/${id}/payments`, { method: 'POST', body: input }),
  );
}

/** GET /invoice/{id}/payments: oldest first. */
export function usePayments(invoiceId: string) {
  return useQuery({
    queryKey: [...invoicesKey, 'payments', invoiceId],
    queryFn: ({ signal }) => apiJson<Payment[]>(`/invoice/${invoiceId}/payments`, { signal }),
  });
}

/** DELETE /payments/{id}: gone from the invoice, kept in the trail; the invoice may be unpaid again. */
export function useDeletePayment() {
  return useInvoiceMutation((id: string) => apiJson<void>(`/payments/${id}`, { method: 'DELETE' }));
}
