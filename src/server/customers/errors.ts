import { messages } from '../../shared/messages';
import { createErrorFactory } from '../http/error-factory';

// Customers (docs/decisions/041).
export const customerNotFound = createErrorFactory({
  code: 'customer.not_found',
  statusCode: 404,
  message: messages.customerNotFound,
});
export const customerNumberTaken = createErrorFactory({
  code: 'customer.number_taken',
  statusCode: 409,
  message: messages.customerNumberTaken,
});
export const customerInUse = createErrorFactory({
  code: 'customer.in_use',
  statusCode: 409,
  message: messages.customerInUse,
});
export const customerNumbersExhausted = createErrorFactory({
  code: 'customer.numbers_exhausted',
  statusCode: 409,
  message: messages.numbersExhausted,
});
