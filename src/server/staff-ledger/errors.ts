import { messages } from '../../shared/messages';
import { createErrorFactory } from '../http/error-factory';

// The staff ledger (personalliggare) (docs/decisions/041).
export const ledgerEntryNotFound = createErrorFactory({
  code: 'staff_ledger.entry_not_found',
  statusCode: 404,
  message: messages.ledgerEntryNotFound,
});
export const personalNumberNeeded = createErrorFactory({
  code: 'staff_ledger.personal_number_needed',
  statusCode: 409,
  message: messages.personalNumberNeeded,
});
export const memberPersonalNumberNeeded = createErrorFactory({
  code: 'staff_ledger.member_personal_number_needed',
  statusCode: 409,
  message: messages.memberPersonalNumberNeeded,
});
export const alreadyCheckedIn = createErrorFactory({
  code: 'staff_ledger.already_checked_in',
  statusCode: 409,
  message: messages.alreadyCheckedIn,
});
export const personalNumberCheckedIn = createErrorFactory({
  code: 'staff_ledger.personal_number_checked_in',
  statusCode: 409,
  message: messages.personalNumberCheckedIn,
});
export const notCheckedIn = createErrorFactory({
  code: 'staff_ledger.not_checked_in',
  statusCode: 409,
  message: messages.notCheckedIn,
});
export const ledgerTimeInFuture = createErrorFactory({
  code: 'staff_ledger.time_in_future',
  statusCode: 400,
  message: messages.ledgerTimeInFuture,
});
export const ledgerCheckOutBeforeCheckIn = createErrorFactory({
  code: 'staff_ledger.check_out_before_check_in',
  statusCode: 400,
  message: messages.ledgerCheckOutBeforeCheckIn,
});
export const ledgerTimeTooFar = createErrorFactory({
  code: 'staff_ledger.time_too_far',
  statusCode: 400,
  message: messages.ledgerTimeTooFar,
});
