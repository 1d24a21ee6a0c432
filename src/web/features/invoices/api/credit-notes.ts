import { useQueries } from '@tanstack/react-query';
import type { Invoice } from '../../../../shared/invoices';
import { apiJson } from '../../../lib/api-client';
import { invoicesKey } from './invoices-key';

/** GET /invoice/{id} of each of an invoice's credit notes: what the credit dialog counts as already credited. */
export function useCreditNotes(ids: readonly string[]) {
  return useQueries({
    queries: ids.map((id) => ({
      queryKey: [...invoicesKey, 'one', id],
      queryFn: ({ signal }: { signal: AbortSignal }) => apiJson<Invoice>(`/invoice/${id}`, { signal }),
    })),
    combine: (results) => ({
      notes: results.map((result) => result.data).filter((note): note is Invoice => note !== undefined),
      isLoading: results.some((result) => result.isLoading),
    }),
  });
}
