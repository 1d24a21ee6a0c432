import type { z } from 'zod';
import type { Approval, Quote } from '../../../../shared/quote-shapes';
import type { quoteSendSchema, staffApprovalSchema } from '../../../../shared/quotes';
import { apiJson, downloadFile } from '../../../lib/api-client';
import { useQuoteMutation } from './quotes-key';

export type QuoteSend = z.input<typeof quoteSendSchema>;
export type StaffApproval = z.input<typeof staffApprovalSchema>;

/** POST /quotes/{id}/send: by e-mail (and SMS) with the PDF and the customer's link. */
export function useSendQuote() {
  return useQuoteMutation(({ id, input }: { id: string; input: QuoteSend }) =>
    apiJson<Quote>(`/quotes/${id}/send`, { method: 'POST', body: input }),
  );
}

/** POST /quotes/{id}/withdraw: the link then says the workshop withdrew it. */
export function useWithdrawQuote() {
  return useQuoteMutation((id: string) => apiJson<Quote>(`/quotes/${id}/withdraw`, { method: 'POST' }));
}

/** DELETE /quotes/{id}: a draft only. */
export const deleteQuote = (id: string) => apiJson<void>(`/quotes/${id}`, { method: 'DELETE' });

/** POST /quotes/{id}/approvals: an approval given by phone or in person, recorded by staff. */
export function useRecordApproval() {
  return useQuoteMutation(({ id, input }: { id: string; input: StaffApproval }) =>
    apiJson<Approval>(`/quotes/${id}/approvals`, { method: 'POST', body: input }),
  );
}

/** GET /quotes/{id}/pdf: offert-{number}.pdf, of the version shown. */
export const downloadQuotePdf = (quote: Pick<Quote, 'id' | 'number' | 'version'>, version: number | null) =>
  downloadFile(
    `/quotes/${quote.id}/pdf${version === null ? '' : `?version=${version}`}`,
    `offert-${quote.number}.pdf`,
    'application/pdf',
  );
