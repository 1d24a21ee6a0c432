import { messages } from '../../shared/messages';
import type { ConstraintAnswers } from '../http/errors';

/** Two registrations of one e-mail at once: the second is told it is taken. */
export const authConstraintAnswers: ConstraintAnswers = {
  users_email_unique: { status: 409, message: messages.emailTaken },
};
