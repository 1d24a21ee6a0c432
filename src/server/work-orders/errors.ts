import { messages } from '../../shared/messages';
import { signatureTexts } from '../../shared/work-order-signatures';
import { createErrorFactory } from '../http/error-factory';

// Work orders (docs/decisions/041).
export const workOrderNotFound = createErrorFactory({
  code: 'work_order.not_found',
  statusCode: 404,
  message: messages.workOrderNotFound,
});
export const workOrderNumberTaken = createErrorFactory({
  code: 'work_order.number_taken',
  statusCode: 409,
  message: messages.workOrderNumberTaken,
});
/** A timer on a job already finished would run on after it (finishing stops the timers, decision 037). */
export const workOrderFinishedNoTimer = createErrorFactory({
  code: 'work_order.finished',
  statusCode: 409,
  message: messages.workOrderFinishedNoTimer,
});
export const workOrderHasTime = createErrorFactory({
  code: 'work_order.has_time',
  statusCode: 409,
  message: messages.workOrderHasTime,
});
export const workOrderHasInvoices = createErrorFactory({
  code: 'work_order.has_invoices',
  statusCode: 409,
  message: messages.workOrderHasInvoices,
});
/** A quote made from the job or for it (its approval is evidence: QUOTES.md decision 5). */
export const workOrderHasQuotes = createErrorFactory({
  code: 'work_order.has_quotes',
  statusCode: 409,
  message: messages.workOrderHasQuotes,
});
export const assigneesInvalid = createErrorFactory({
  code: 'work_order.invalid_assignees',
  statusCode: 400,
  message: messages.assigneesInvalid,
});
export const workOrderIdMissing = createErrorFactory({
  code: 'work_order.id_missing',
  statusCode: 400,
  message: messages.workOrderIdMissing,
});
export const checklistItemInvalid = createErrorFactory({
  code: 'work_order.invalid_checklist_item',
  statusCode: 400,
  message: messages.checklistItemInvalid,
});
export const checklistItemNotFound = createErrorFactory({
  code: 'work_order.checklist_item_not_found',
  statusCode: 404,
  message: messages.checklistItemNotFound,
});
export const checklistChanged = createErrorFactory({
  code: 'work_order.checklist_changed',
  statusCode: 409,
  message: messages.checklistChanged,
});
export const meterReadingNeedsMachine = createErrorFactory({
  code: 'work_order.meter_reading_needs_machine',
  statusCode: 400,
  message: messages.meterReadingNeedsMachine,
});
export const intervalsNeedMachine = createErrorFactory({
  code: 'work_order.intervals_need_machine',
  statusCode: 400,
  message: messages.intervalsNeedMachine,
});
export const workOrderNumbersExhausted = createErrorFactory({
  code: 'work_order.numbers_exhausted',
  statusCode: 409,
  message: messages.numbersExhausted,
});
export const listTooLong = createErrorFactory({
  code: 'work_order.list_too_long',
  statusCode: 400,
  message: messages.listTooLong,
});
export const workOrderListsTooLarge = createErrorFactory({
  code: 'work_order.lists_too_large',
  statusCode: 400,
  message: messages.workOrderListsTooLarge,
});

// The customer's signature (FIELD.md decision 5).
export const signatureExists = createErrorFactory({
  code: 'work_order.signature_exists',
  statusCode: 409,
  message: signatureTexts.alreadySigned,
});
export const signatureImageErased = createErrorFactory({
  code: 'work_order.signature_image_erased',
  statusCode: 404,
  message: signatureTexts.imageErased,
});
export const signatureNotFound = createErrorFactory({
  code: 'work_order.signature_not_found',
  statusCode: 404,
  message: signatureTexts.notSigned,
});
export const signatureImageInvalid = createErrorFactory({
  code: 'work_order.signature_image_invalid',
  statusCode: 400,
  message: signatureTexts.imageInvalid,
});
export const signatureAtInvalid = createErrorFactory({
  code: 'work_order.signature_at_invalid',
  statusCode: 400,
  message: signatureTexts.atInvalid,
});
export const workOrderSigned = createErrorFactory({
  code: 'work_order.signed',
  statusCode: 409,
  message: signatureTexts.workOrderSigned,
});
