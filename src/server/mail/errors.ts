import { messages } from '../../shared/messages';
import { createErrorFactory } from '../http/error-factory';

// The outbox (docs/decisions/041).
export const mailDailyLimit = createErrorFactory({
  code: 'mail.daily_limit',
  statusCode: 429,
  message: messages.mailDailyLimit,
});
