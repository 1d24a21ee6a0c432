import { useQuery } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';
import { invoicesKey } from './invoices-key';

/** GET /invoice/next-number: the number a new invoice will get if nobody takes it first, and its due date by the workshop's terms. */
export function fetchNextInvoiceNumber(signal?: AbortSignal) {
  return apiJson<{ invoiceNumber: string; dueDate: string }>('/invoice/next-number', { signal });
}

export function useNextInvoiceNumber(isEnabled: boolean) {
  return useQuery({
    queryKey: [...invoicesKey, 'next-number'],
    queryFn: ({ signal }) => fetchNextInvoiceNumber(signal),
    enabled: isEnabled,
    // Another invoice may take it meanwhile: read it afresh each time the form opens.
    staleTime: 0,
  });
}
