import { messages } from '../../shared/messages';
import { createErrorFactory } from '../http/error-factory';

// Exports (docs/decisions/041).
export const exportUnderWay = createErrorFactory({
  code: 'export.under_way',
  statusCode: 409,
  message: messages.exportUnderWay,
});
export const periodInvalid = createErrorFactory({
  code: 'export.invalid_period',
  statusCode: 400,
  message: messages.periodInvalid,
});
