import { messages } from '../../shared/messages';
import { createErrorFactory } from '../http/error-factory';

// The assistant and its language model (docs/decisions/041).
export const aiNotAvailable = createErrorFactory({
  code: 'assistant.not_available',
  statusCode: 409,
  message: messages.aiNotAvailable,
});
export const draftsOff = createErrorFactory({
  code: 'assistant.drafts_off',
  statusCode: 409,
  message: messages.draftsOff,
});
export const findingNotFound = createErrorFactory({
  code: 'finding.not_found',
  statusCode: 404,
  message: messages.findingNotFound,
});
export const modelAnswerInvalid = createErrorFactory({
  code: 'assistant.model_answer_invalid',
  statusCode: 502,
  message: messages.modelAnswerInvalid,
});
export const modelAnswerTooLarge = createErrorFactory({
  code: 'assistant.model_answer_too_large',
  statusCode: 502,
  message: messages.modelAnswerTooLarge,
});
export const modelUnavailable = createErrorFactory({
  code: 'assistant.model_unavailable',
  statusCode: 503,
  message: messages.modelUnavailable,
});
