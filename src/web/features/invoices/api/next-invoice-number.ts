import { useQuery } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';
import { invoicesKey } from './invoices-key';

/** GET /invoice/next-number: the number a new invoice will get if nobody takes it first, and its due date by the workshop's terms. */
export function fetchNextInvoiceNumber(customerId: string | null, signal?: AbortSignal) {
  return apiJson<{ invoiceNumber: string; dueDate: string }>(`/invoice/next-number${customerId ? `?customerId=${customerId}` : ''}`, { signal });
}

/** With a customer of the register, the due date follows that customer's payment terms. */
export function useNextInvoiceNumber(isEnabled: boolean, customerId: string | null = null) {
  return useQuery({
    queryKey: [...invoicesKey, 'next-number', customerId],
    queryFn: ({ signal }) => fetchNextInvoiceNumber(customerId, signal),
    enabled: isEnabled,
    // Another invoice may take it meanwhile: read it afresh each time the form opens.
    staleTime: 0,
  });
}
