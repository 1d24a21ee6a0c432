import { portalTexts } from '../../shared/customer-portal';
import { createErrorFactory } from '../http/error-factory';

// The customer's page (QUOTES.md decision 9; docs/decisions/055).
/** Unknown, malformed and revoked tokens alike: the answer never says which. */
export const portalNotFound = createErrorFactory({
  code: 'portal.not_found',
  statusCode: 404,
  message: portalTexts.notFound,
});
export const portalInvoiceNotFound = createErrorFactory({
  code: 'portal.invoice_not_found',
  statusCode: 404,
  message: portalTexts.invoiceNotFound,
});
export const portalTooManyRequests = createErrorFactory({
  code: 'portal.too_many_requests',
  statusCode: 429,
  message: portalTexts.tooManyRequests,
});
