import type { ConstraintAnswers } from '../http/errors';
import { customerNumberTaken } from './errors';

/** Answers for writes that lost a race validation could not see (see http/errors.ts). */
export const customerConstraintAnswers: ConstraintAnswers = {
  customers_number_unique: customerNumberTaken,
};
