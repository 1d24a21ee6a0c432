import { useQuery } from '@tanstack/react-query';
import type { Payment } from '../../../../shared/payments';
import { apiJson } from '../../../lib/api-client';
import { invoicesKey } from './invoices-key';

/** GET /invoice/{id}/payments: oldest first. */
export function usePayments(invoiceId: string) {
  return useQuery({
    queryKey: [...invoicesKey, 'payments', invoiceId],
    queryFn: ({ signal }) => apiJson<Payment[]>(`/invoice/${invoiceId}/payments`, { signal }),
  });
}
