import type { ConstraintAnswers } from '../http/errors';
import { emailTaken } from './errors';

/** Two registrations of one e-mail at once: the second is told it is taken. */
export const authConstraintAnswers: ConstraintAnswers = {
  users_email_unique: emailTaken,
};
