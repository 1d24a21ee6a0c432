import { messages } from '../../shared/messages';
import { createErrorFactory } from '../http/error-factory';

// Documents made as PDF (docs/decisions/041).
export const documentsBusy = createErrorFactory({
  code: 'document.busy',
  statusCode: 503,
  message: messages.documentsBusy,
});
