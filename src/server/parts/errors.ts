import { messages } from '../../shared/messages';
import { createErrorFactory } from '../http/error-factory';

// Parts and their stock (docs/decisions/041).
export const partNotFound = createErrorFactory({
  code: 'part.not_found',
  statusCode: 404,
  message: messages.partNotFound,
});
export const unknownPart = createErrorFactory({
  code: 'part.unknown',
  statusCode: 400,
  message: messages.partNotFound,
});
export const partNumberTaken = createErrorFactory({
  code: 'part.number_taken',
  statusCode: 409,
  message: messages.partNumberTaken,
});
export const partHasMovements = createErrorFactory({
  code: 'part.has_movements',
  statusCode: 409,
  message: messages.partHasMovements,
});
export const partOnWorkOrders = createErrorFactory({
  code: 'part.on_work_orders',
  statusCode: 409,
  message: messages.partOnWorkOrders,
});
export const stockNotTracked = createErrorFactory({
  code: 'part.stock_not_tracked',
  statusCode: 400,
  message: messages.stockNotTracked,
});
