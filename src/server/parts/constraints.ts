import { messages } from '../../shared/messages';
import type { ConstraintAnswers } from '../http/errors';

/** Answers for writes that lost a race validation could not see (see http/errors.ts). */
export const partConstraintAnswers: ConstraintAnswers = {
  parts_number_unique: { status: 409, message: messages.partNumberTaken },
  // A work order written naming a part that is deleted at the same moment.
  work_order_parts_part_id_parts_id_fk: { status: 404, message: messages.partNotFound },
};
