import { useQuery } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';
import { invoicesKey } from './invoices-key';

/**
 * GET /invoice/next-number: the number a new invoice dated `invoiceDate` (today if null) will get if
 * nobody takes it first, and its due date by the payment terms counted from that date.
 */
export function fetchNextInvoiceNumber(customerId: string | null, invoiceDate: string | null, signal?: AbortSignal) {
  const query = new URLSearchParams();
  if (customerId) query.set('customerId', customerId);
  if (invoiceDate) query.set('invoiceDate', invoiceDate);
  const search = query.toString();
  return apiJson<{ invoiceNumber: string; dueDate: string }>(`/invoice/next-number${search ? `?${search}` : ''}`, {
    signal,
  });
}

/** With a customer of the register, the due date follows that customer's payment terms. */
export function useNextInvoiceNumber(isEnabled: boolean, customerId: string | null = null, invoiceDate: string | null = null) {
  return useQuery({
    queryKey: [...invoicesKey, 'next-number', customerId, invoiceDate],
    queryFn: ({ signal }) => fetchNextInvoiceNumber(customerId, invoiceDate, signal),
    enabled: isEnabled,
    // Another invoice may take it meanwhile: read it afresh each time the form opens.
    staleTime: 0,
  });
}
