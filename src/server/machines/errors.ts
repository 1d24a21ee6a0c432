import { messages } from '../../shared/messages';
import { createErrorFactory } from '../http/error-factory';

// Machines and their meter readings (docs/decisions/041).
export const machineNotFound = createErrorFactory({
  code: 'machine.not_found',
  statusCode: 404,
  message: messages.machineNotFound,
});
export const machineInUse = createErrorFactory({
  code: 'machine.in_use',
  statusCode: 409,
  message: messages.machineInUse,
});
export const serialTaken = createErrorFactory({
  code: 'machine.serial_taken',
  statusCode: 409,
  message: messages.serialTaken,
});
export const registrationTaken = createErrorFactory({
  code: 'machine.registration_taken',
  statusCode: 409,
  message: messages.registrationTaken,
});
export const readingNotFound = createErrorFactory({
  code: 'meter_reading.not_found',
  statusCode: 404,
  message: messages.readingNotFound,
});
export const readingOfWorkOrder = createErrorFactory({
  code: 'meter_reading.of_work_order',
  statusCode: 409,
  message: messages.readingOfWorkOrder,
});
export const readingInFuture = createErrorFactory({
  code: 'meter_reading.in_future',
  statusCode: 400,
  message: messages.readingInFuture,
});
export const readingTooLow = createErrorFactory({
  code: 'meter_reading.too_low',
  statusCode: 400,
  message: messages.readingTooLow,
});
export const readingTooHigh = createErrorFactory({
  code: 'meter_reading.too_high',
  statusCode: 400,
  message: messages.readingTooHigh,
});
/** A reading far above the one before it: asked about, then sent again with `confirmJump` (issue 44). */
export const meterJump = createErrorFactory({
  code: 'meter_reading.jump',
  statusCode: 409,
  message: messages.meterJump,
});
