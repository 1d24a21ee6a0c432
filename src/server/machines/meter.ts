import { formatDate, swedishDate } from '../../shared/dates';
import type { MeterReading, MeterReadingInput } from '../../shared/machines';
import { formatMeter, fromTenths, isMeterJump, toTenths, type MeterUnit } from '../../shared/meter';
import { recordEvent, type Actor } from '../audit/service';
import type { Database } from '../db/client';
import { deviceTime } from '../http/device-time';
import { toMeterReading } from './mapper';
import { keepReadingSteps } from './reading-steps';
import type { MachineServicePlans } from './service-plan-port';
import * as repository from './repository';
import {
  machineNotFound,
  meterJump,
  readingInFuture,
  readingTooHigh,
  readingTooLow,
  readingNotFound,
  readingOfWorkOrder,
} from './errors';

/**
 * A machine's meter never goes backwards in date order (docs/workshop.md): a reading is at least
 * every reading dated on or before its day and at most every reading dated after it.
 */
async function checkInOrder(
  db: Database,
  machineId: string,
  unit: MeterUnit,
  readingDate: string,
  tenths: number,
  exceptId: string | null,
  field: string,
  confirmJump = true,
) {
  const bounds = await repository.readingBounds(db, machineId, readingDate, exceptId);
  if (bounds.below !== null && tenths < bounds.below) {
    throw readingTooLow(formatMeter(fromTenths(bounds.below), unit), formatDate(bounds.belowDate)).at(field);
  }
  if (bounds.above !== null && tenths > bounds.above) {
    throw readingTooHigh(formatMeter(fromTenths(bounds.above), unit), formatDate(bounds.aboveDate)).at(field);
  }
  // 48 900 h typed for 4 890 h would make every service overdue: asked about before it is saved (issue 44).
  const previous =
    bounds.below === null || bounds.belowDate === null ? null : { date: bounds.belowDate, tenths: bounds.below };
  if (!confirmJump && isMeterJump(unit, previous, { date: readingDate, tenths })) {
    throw meterJump(
      formatMeter(fromTenths(tenths), unit),
      formatMeter(fromTenths(previous!.tenths), unit),
      formatDate(previous!.date),
    ).at('confirmJump');
  }
}

async function lockedMachine(db: Database, organisationId: string, machineId: string) {
  const machine = await repository.lockMachine(db, organisationId, machineId);
  if (!machine) throw machineNotFound();
  return machine;
}

/** A page of the machine's readings, latest date first, and how many it has in all. */
export async function listReadings(
  db: Database,
  organisationId: string,
  machineId: string,
  page: { limit: number; offset: number },
): Promise<{ items: MeterReading[]; total: number }> {
  const machine = await repository.findMachine(db, organisationId, machineId);
  if (!machine) throw machineNotFound();
  const [rows, total] = await Promise.all([
    repository.listReadings(db, machineId, page),
    repository.countReadings(db, machineId),
  ]);
  return { items: rows.map(toMeterReading), total };
}

export async function addReading(
  db: Database,
  organisationId: string,
  machineId: string,
  input: MeterReadingInput,
  now: Date,
  plans: MachineServicePlans,
): Promise<MeterReading> {
  // Read offline: of the device's day and written at its time (FIELD.md decision 7).
  const at = deviceTime(input.at, now, { field: 'at' });
  const today = swedishDate(now);
  const readingDate = input.readingDate ?? swedishDate(at);
  if (readingDate > today) throw readingInFuture().at('readingDate');
  return db.transaction(async (tx) => {
    const machine = await lockedMachine(tx, organisationId, machineId);
    const tenths = toTenths(input.value);
    await checkInOrder(
      tx,
      machineId,
      machine.meterUnit as MeterUnit,
      readingDate,
      tenths,
      null,
      'value',
      input.confirmJump === true,
    );
    const row = await repository.insertReading(tx, {
      organisationId,
      machineId,
      readingDate,
      valueTenths: tenths,
      source: 'manual',
      createdAt: at.toISOString(),
    });
    await keepReadingSteps(tx, organisationId, [machineId]);
    await plans.refresh(tx, organisationId, [machineId]);
    return toMeterReading(row);
  });
}

/** A manual reading of the machine, locked with it; one a work order recorded is changed on the work order. */
async function manualReading(db: Database, organisationId: string, machineId: string, readingId: string) {
  const machine = await lockedMachine(db, organisationId, machineId);
  const reading = await repository.findReading(db, machineId, readingId);
  if (!reading) throw readingNotFound();
  if (reading.workOrderId) throw readingOfWorkOrder();
  return { machine, reading };
}

/**
 * A mistyped reading corrected (the office's, audited on the machine): the same checks as a new one,
 * against the other readings, and the machine's kept service status follows in the same transaction
 * (docs/decisions/029).
 */
export async function correctReading(
  db: Database,
  actor: Actor,
  machineId: string,
  readingId: string,
  input: MeterReadingInput,
  today: string,
  plans: MachineServicePlans,
): Promise<MeterReading> {
  const { organisationId } = actor;
  if (input.readingDate && input.readingDate > today) throw readingInFuture().at('readingDate');
  return db.transaction(async (tx) => {
    const { machine, reading } = await manualReading(tx, organisationId, machineId, readingId);
    const readingDate = input.readingDate ?? reading.readingDate;
    const tenths = toTenths(input.value);
    await checkInOrder(
      tx,
      machineId,
      machine.meterUnit as MeterUnit,
      readingDate,
      tenths,
      readingId,
      'value',
      input.confirmJump === true,
    );
    const row = await repository.updateReading(tx, readingId, { readingDate, valueTenths: tenths });
    await keepReadingSteps(tx, organisationId, [machineId]);
    await plans.refresh(tx, organisationId, [machineId]);
    const changes = [
      ...(reading.valueTenths === tenths
        ? []
        : [{ field: 'meterReading', from: fromTenths(reading.valueTenths), to: fromTenths(tenths) }]),
      ...(reading.readingDate === readingDate
        ? []
        : [{ field: 'readingDate', from: reading.readingDate, to: readingDate }]),
    ];
    if (changes.length > 0) await recordEvent(tx, actor, 'machine', machineId, 'reading-corrected', changes);
    return toMeterReading(row);
  });
}

export async function deleteReading(
  db: Database,
  actor: Actor,
  machineId: string,
  readingId: string,
  plans: MachineServicePlans,
): Promise<void> {
  const { organisationId } = actor;
  await db.transaction(async (tx) => {
    const { reading } = await manualReading(tx, organisationId, machineId, readingId);
    await repository.deleteReading(tx, readingId);
    await keepReadingSteps(tx, organisationId, [machineId]);
    await plans.refresh(tx, organisationId, [machineId]);
    await recordEvent(tx, actor, 'machine', machineId, 'reading-deleted', [
      { field: 'meterReading', from: fromTenths(reading.valueTenths), to: null },
      { field: 'readingDate', from: reading.readingDate, to: null },
    ]);
  });
}

/**
 * The meter a work order records at intake becomes a reading of its machine (docs/workshop.md),
 * replacing the one it recorded before; called inside the work order's transaction, which writes the
 * machines' kept service status after it.
 */
export async function recordWorkOrderReading(
  db: Database,
  organisationId: string,
  workOrderId: string,
  reading: { machineId: string; value: number; readingDate: string; confirmJump?: boolean } | null,
): Promise<void> {
  const previous = await repository.findWorkOrderReading(db, workOrderId);
  if (previous) {
    await lockedMachine(db, organisationId, previous.machineId);
    await repository.deleteReading(db, previous.id);
    await keepReadingSteps(db, organisationId, [previous.machineId]);
  }
  if (!reading) return;
  const machine = await lockedMachine(db, organisationId, reading.machineId);
  const tenths = toTenths(reading.value);
  // Only a reading the work order did not have already is asked about: an edit of its title is not.
  const isUnchanged = previous?.machineId === reading.machineId && previous.valueTenths === tenths;
  const confirmJump = isUnchanged || reading.confirmJump === true;
  await checkInOrder(
    db,
    reading.machineId,
    machine.meterUnit as MeterUnit,
    reading.readingDate,
    tenths,
    null,
    'meterReading',
    confirmJump,
  );
  await repository.insertReading(db, {
    organisationId,
    machineId: reading.machineId,
    readingDate: reading.readingDate,
    valueTenths: tenths,
    source: 'work-order',
    workOrderId,
  });
  await keepReadingSteps(db, organisationId, [reading.machineId]);
}
