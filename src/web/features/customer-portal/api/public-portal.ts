import type { Portal } from '../../../../shared/customer-portal';
import { apiJson } from '../../../lib/api-client';

// The customer's page (QUOTES.md decision 9): public calls, no token of a member, no query cache —
// the page makes one call, and the browser fetches its pictures and PDFs by their addresses.

const path = (token: string) => `/public/portal/${encodeURIComponent(token)}`;
const base = (token: string) => `/api${path(token)}`;

/** GET /public/portal/{token}: what the customer sees; 404 in the server's words for a link that no longer works. */
export const fetchPortal = (token: string, signal?: AbortSignal) =>
  apiJson<Portal>(path(token), { isPublic: true, signal });

/** A file marked for the customer: its 400 px picture, and its bytes (opened in a tab). */
export const portalFileUrls = (token: string, id: string) => ({
  thumbnail: `${base(token)}/files/${id}/thumbnail`,
  content: `${base(token)}/files/${id}/content`,
});

/** An invoice of the customer as a PDF. */
export const portalInvoicePdfUrl = (token: string, id: string) => `${base(token)}/invoices/${id}/pdf`;

/**
 * A quote's own link (`{PUBLIC_URL}/q/{token}`), as a path on this site: the page and the quote are
 * served by the same app, whatever address the server was told it has.
 */
export const quotePath = (link: string) => {
  try {
    return new URL(link).pathname;
  } catch {
    return link;
  }
};
