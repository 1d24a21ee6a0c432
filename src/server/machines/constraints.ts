import { messages } from '../../shared/messages';
import type { ConstraintAnswers } from '../http/errors';

/** Answers for writes that lost a race validation could not see (see http/errors.ts). */
export const machineConstraintAnswers: ConstraintAnswers = {
  machines_serial_unique: { status: 409, message: messages.serialTaken },
  machines_registration_unique: { status: 409, message: messages.registrationTaken },
  // A machine written while its customer is deleted.
  machines_customer_id_customers_id_fk: { status: 404, message: messages.customerNotFound },
  // A reading written while its machine is deleted.
  meter_readings_machine_id_machines_id_fk: { status: 404, message: messages.machineNotFound },
};
