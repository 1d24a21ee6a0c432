import { messages } from '../../shared/messages';
import { createErrorFactory } from '../http/error-factory';

// Sessions, sign-in and the users table (docs/decisions/041).
export const noToken = createErrorFactory({ code: 'auth.no_token', statusCode: 401, message: messages.noToken });
export const sessionExpired = createErrorFactory({
  code: 'auth.session_expired',
  statusCode: 401,
  message: messages.sessionExpired,
});
export const wrongCredentials = createErrorFactory({
  code: 'auth.wrong_credentials',
  statusCode: 401,
  message: messages.wrongCredentials,
});
/** The caller's role may not do this (docs/decisions/016). */
export const forbidden = createErrorFactory({ code: 'auth.forbidden', statusCode: 403, message: messages.forbidden });
export const emailTaken = createErrorFactory({
  code: 'auth.email_taken',
  statusCode: 409,
  message: messages.emailTaken,
});
export const resetLinkInvalid = createErrorFactory({
  code: 'auth.reset_link_invalid',
  statusCode: 404,
  message: messages.resetLinkInvalid,
});
export const tooManyAttempts = createErrorFactory({
  code: 'auth.too_many_attempts',
  statusCode: 429,
  message: messages.tooManyAttempts,
});
export const tooManyRegistrations = createErrorFactory({
  code: 'auth.too_many_registrations',
  statusCode: 429,
  message: messages.tooManyRegistrations,
});
export const tooManyResets = createErrorFactory({
  code: 'auth.too_many_resets',
  statusCode: 429,
  message: messages.tooManyResets,
});
/** A member of the workshop (a user) that is not there, or not in the caller's workshop. */
export const memberNotFound = createErrorFactory({
  code: 'member.not_found',
  statusCode: 404,
  message: messages.memberNotFound,
});
