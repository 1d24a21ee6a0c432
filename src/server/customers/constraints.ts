import { messages } from '../../shared/messages';
import type { ConstraintAnswers } from '../http/errors';

/** Answers for writes that lost a race validation could not see (see http/errors.ts). */
export const customerConstraintAnswers: ConstraintAnswers = {
  customers_number_unique: { status: 409, message: messages.customerNumberTaken },
};
