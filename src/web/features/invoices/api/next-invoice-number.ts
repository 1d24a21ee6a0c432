import { useQuery } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';

/** GET /invoice/next-number: the number a new invoice will get if nobody takes it first. */
export function fetchNextInvoiceNumber(signal?: AbortSignal) {
  return apiJson<{ invoiceNumber: string }>('/invoice/next-number', { signal });
}

export function useNextInvoiceNumber(isEnabled: boolean) {
  return useQuery({
    queryKey: ['invoices', 'next-number'],
    queryFn: ({ signal }) => fetchNextInvoiceNumber(signal),
    enabled: isEnabled,
    // Another invoice may take it meanwhile: read it afresh each time the form opens.
    staleTime: 0,
  });
}
