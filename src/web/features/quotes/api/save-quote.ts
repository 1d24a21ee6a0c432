import type { Quote } from '../../../../shared/quote-shapes';
import type { QuoteInput } from '../../../../shared/quotes';
import { apiJson } from '../../../lib/api-client';
import { useQuoteMutation } from './quotes-key';

/** POST /quotes (a new draft) or PUT /quotes/{id} (a draft in place; a sent quote gets a new version). */
export function useSaveQuote() {
  return useQuoteMutation(({ id, values }: { id?: string | undefined; values: QuoteInput }) =>
    apiJson<Quote>(id ? `/quotes/${id}` : '/quotes', { method: id ? 'PUT' : 'POST', body: values }),
  );
}
