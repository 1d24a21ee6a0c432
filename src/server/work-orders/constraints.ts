import type { ConstraintAnswers } from '../http/errors';
import { customerNotFound } from '../customers/errors';
import { machineNotFound } from '../machines/errors';
import { workOrderNumberTaken } from './errors';

/** Answers for writes that lost a race validation could not see (see http/errors.ts). */
export const workOrderConstraintAnswers: ConstraintAnswers = {
  work_orders_number_unique: workOrderNumberTaken,
  // A work order written while its customer or machine is deleted.
  work_orders_customer_id_customers_id_fk: customerNotFound,
  work_orders_machine_id_machines_id_fk: machineNotFound,
};
