import type { ConstraintAnswers } from '../http/errors';
import { customerNotFound } from '../customers/errors';
import { machineNotFound, registrationTaken, serialTaken } from './errors';

/** Answers for writes that lost a race validation could not see (see http/errors.ts). */
export const machineConstraintAnswers: ConstraintAnswers = {
  machines_serial_unique: serialTaken,
  machines_registration_unique: registrationTaken,
  // A machine written while its customer is deleted.
  machines_customer_id_customers_id_fk: customerNotFound,
  // A reading written while its machine is deleted.
  meter_readings_machine_id_machines_id_fk: machineNotFound,
};
