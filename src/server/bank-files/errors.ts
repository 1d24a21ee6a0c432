import { messages } from '../../shared/messages';
import { createErrorFactory } from '../http/error-factory';

// The banks' files and the payments they bring (docs/decisions/041).
export const bankFileNoAccount = createErrorFactory({
  code: 'bank_file.no_account',
  statusCode: 409,
  message: messages.bankFileNoAccount,
});
export const unmatchedPaymentNotFound = createErrorFactory({
  code: 'unmatched_payment.not_found',
  statusCode: 404,
  message: messages.unmatchedPaymentNotFound,
});
export const unmatchedPaymentTaken = createErrorFactory({
  code: 'unmatched_payment.taken',
  statusCode: 409,
  message: messages.unmatchedPaymentTaken,
});
export const bankFileTooLargeToRead = createErrorFactory({
  code: 'bank_file.too_large_to_read',
  statusCode: 413,
  message: messages.bankFileTooLargeToRead,
});
export const bankFilesBusy = createErrorFactory({
  code: 'bank_file.busy',
  statusCode: 503,
  message: messages.bankFilesBusy,
});
export const bankFileInvalid = createErrorFactory({
  code: 'bank_file.invalid',
  statusCode: 400,
  message: messages.bankFileInvalid,
});
export const bankFileOtherAccount = createErrorFactory({
  code: 'bank_file.other_account',
  statusCode: 400,
  message: messages.bankFileOtherAccount,
});
export const bankFileDuplicate = createErrorFactory({
  code: 'bank_file.duplicate',
  statusCode: 400,
  message: messages.bankFileDuplicate,
});
