import { messages } from '../../shared/messages';
import { createErrorFactory } from '../http/error-factory';

// Messages to the customer (docs/decisions/041, 051).
export const smsNotAvailable = createErrorFactory({
  code: 'customer_messages.sms_not_available',
  statusCode: 409,
  message: messages.smsNotAvailable,
});
