import type { ConstraintAnswers } from '../http/errors';
import { partNotFound, partNumberTaken } from './errors';

/** Answers for writes that lost a race validation could not see (see http/errors.ts). */
export const partConstraintAnswers: ConstraintAnswers = {
  parts_number_unique: partNumberTaken,
  // A work order written naming a part that is deleted at the same moment.
  work_order_parts_part_id_parts_id_fk: partNotFound,
};
