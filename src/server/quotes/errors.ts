import { quoteTexts } from '../../shared/quote-texts';
import { createErrorFactory } from '../http/error-factory';

// Quotes and the customer's answers (QUOTES.md; docs/decisions/041).
export const quoteNotFound = createErrorFactory({
  code: 'quote.not_found',
  statusCode: 404,
  message: quoteTexts.notFound,
});
export const quoteAnswered = createErrorFactory({
  code: 'quote.answered',
  statusCode: 409,
  message: quoteTexts.answered,
});
export const quoteLocked = createErrorFactory({
  code: 'quote.locked',
  statusCode: 409,
  message: quoteTexts.withdrawnOrAnswered,
});
export const quoteNotDraft = createErrorFactory({
  code: 'quote.not_draft',
  statusCode: 409,
  message: quoteTexts.notDraft,
});
export const quoteVersionNotFound = createErrorFactory({
  code: 'quote.version_not_found',
  statusCode: 404,
  message: 'Den versionen av offerten finns inte.',
});
export const quoteOptionalLineUnknown = createErrorFactory({
  code: 'quote.optional_line_unknown',
  statusCode: 400,
  message: quoteTexts.optionalLineUnknown,
});
export const quoteValidUntilInvalid = createErrorFactory({
  code: 'quote.valid_until_invalid',
  statusCode: 400,
  message: quoteTexts.validUntilInvalid,
});
export const quoteMachineNotCustomers = createErrorFactory({
  code: 'quote.machine_not_customers',
  statusCode: 400,
  message: 'Maskinen tillhör inte kunden.',
});
export const quoteExtraNeedsWorkOrder = createErrorFactory({
  code: 'quote.extra_needs_work_order',
  statusCode: 400,
  message: 'Tilläggsarbete hör till en arbetsorder.',
});
export const quoteNoRecipient = createErrorFactory({
  code: 'quote.no_recipient',
  statusCode: 400,
  message: 'Kunden har ingen e-postadress. Ange vart offerten ska skickas.',
});
export const quoteNotSendable = createErrorFactory({
  code: 'quote.not_sendable',
  statusCode: 409,
  message: 'Offerten har gått ut. Ändra Giltig till för att skicka en ny version.',
});
export const quoteNotSent = createErrorFactory({
  code: 'quote.not_sent',
  statusCode: 409,
  message: 'Offerten är inte skickad än. Skicka den innan ett svar registreras.',
});
export const smsNotAvailable = createErrorFactory({
  code: 'quote.sms_not_available',
  statusCode: 400,
  message: 'Verkstaden har inte SMS. Offerten kan skickas med e-post.',
});
export const quoteApprovalNotFound = createErrorFactory({
  code: 'quote.approval_not_found',
  statusCode: 404,
  message: 'Offerten är inte godkänd.',
});
/** The link's answers: unknown and wrong alike (404), and the three ends told apart in words (410). */
export const quoteLinkUnknown = createErrorFactory({
  code: 'quote.link_unknown',
  statusCode: 404,
  message: quoteTexts.linkUnknown,
});
export const quoteLinkExpired = createErrorFactory({
  code: 'quote.link_expired',
  statusCode: 410,
  message: quoteTexts.linkExpired,
});
export const quoteLinkWithdrawn = createErrorFactory({
  code: 'quote.link_withdrawn',
  statusCode: 410,
  message: quoteTexts.linkWithdrawn,
});
export const quoteLinkSuperseded = createErrorFactory({
  code: 'quote.link_superseded',
  statusCode: 410,
  message: quoteTexts.linkSuperseded,
});
export const quoteLinkTooManyRequests = createErrorFactory({
  code: 'quote.too_many_requests',
  statusCode: 429,
  message: 'För många försök. Vänta en stund och försök igen.',
});
export const signatureInvalid = createErrorFactory({
  code: 'quote.signature_invalid',
  statusCode: 400,
  message: quoteTexts.signatureInvalid,
});
export const quoteExtraNeedsCustomer = createErrorFactory({
  code: 'quote.extra_needs_customer',
  statusCode: 400,
  message: 'Arbetsordern har ingen kund. Välj en kund på arbetsordern först.',
});
export const quoteSmsRefused = createErrorFactory({
  code: 'quote.sms_no_mobile',
  statusCode: 422,
  message:
    'Kunden har inget mobilnummer som kan ta emot sms. Lägg in ett mobilnummer på kunden eller skicka med e-post.',
});
