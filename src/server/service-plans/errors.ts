import { messages } from '../../shared/messages';
import { createErrorFactory } from '../http/error-factory';

// Service plans and their intervals (docs/decisions/041).
export const intervalNotFound = createErrorFactory({
  code: 'service_interval.not_found',
  statusCode: 404,
  message: messages.intervalNotFound,
});
export const lastDoneInFuture = createErrorFactory({
  code: 'service_interval.last_done_in_future',
  statusCode: 400,
  message: messages.lastDoneInFuture,
});
export const intervalNotOnMachine = createErrorFactory({
  code: 'service_interval.not_on_machine',
  statusCode: 400,
  message: messages.intervalNotOnMachine,
});
