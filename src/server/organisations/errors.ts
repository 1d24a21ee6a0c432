import { messages } from '../../shared/messages';
import { createErrorFactory } from '../http/error-factory';

// The workshop and its rates (docs/decisions/041).
export const rateNotFound = createErrorFactory({
  code: 'rate.not_found',
  statusCode: 404,
  message: messages.rateNotFound,
});
export const defaultRateNeeded = createErrorFactory({
  code: 'rate.default_needed',
  statusCode: 409,
  message: messages.defaultRateNeeded,
});
export const defaultRateHourly = createErrorFactory({
  code: 'rate.default_hourly',
  statusCode: 400,
  message: messages.defaultRateHourly,
});
export const rateInUse = createErrorFactory({ code: 'rate.in_use', statusCode: 409, message: messages.rateInUse });
export const orgNumberTaken = createErrorFactory({
  code: 'organisation.org_number_taken',
  statusCode: 409,
  message: messages.orgNumberTaken,
});
