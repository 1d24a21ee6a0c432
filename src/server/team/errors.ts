import { messages } from '../../shared/messages';
import { createErrorFactory } from '../http/error-factory';

// Invitations and roles (docs/decisions/041).
export const invitationNotFound = createErrorFactory({
  code: 'invitation.not_found',
  statusCode: 404,
  message: messages.invitationNotFound,
});
export const invitationEmailTaken = createErrorFactory({
  code: 'invitation.email_taken',
  statusCode: 409,
  message: messages.invitationEmailTaken,
});
export const lastOwner = createErrorFactory({ code: 'team.last_owner', statusCode: 409, message: messages.lastOwner });
