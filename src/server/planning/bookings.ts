import { isFinished } from '../../shared/work-orders';
import type { Booking, BookingInput, Warning } from '../../shared/planning';
import { swedishTimeOf } from '../../shared/swedish-time';
import type { SessionUser } from '../cache/session-cache';
import type { Database } from '../db/client';
import { workOrderNotFound } from '../work-orders/errors';
import { requireMembers, setAssignees } from '../work-orders/service';
import { findBay } from './bays-repository';
import { noticeBooking, noticeUnbooking, type BookingContext } from './booking-notice';
import * as repository from './bookings-repository';
import { bayNotFound, bookingKeptAsHistory, bookingNotFound, workOrderCancelled, workOrderNotBookable } from './errors';
import { hoursOf } from './opening-hours';
import { warningsFor, type PlannedTime } from './warnings';

// A work order's booking (PLANNING.md decisions 1, 2 and 7).

export const toBooking = (
  row: Pick<repository.BookingRow, 'workOrderId' | 'startsAt' | 'endsAt' | 'bayId' | 'onSite' | 'address' | 'version'>,
  assigneeIds: string[],
): Booking => ({
  workOrderId: row.workOrderId,
  start: swedishTimeOf(row.startsAt),
  end: swedishTimeOf(row.endsAt),
  assigneeIds,
  bayId: row.bayId,
  onSite: row.onSite,
  address: row.address,
  version: row.version,
});

export type BookingOutcome =
  { kind: 'saved'; booking: Booking; warnings: Warning[] } | { kind: 'changed'; current: Booking | null };

/** A booking as its transaction leaves it: the warnings are read after the commit (warningsOfBooking). */
export type SavedOrChanged =
  { kind: 'saved'; booking: Booking; planned: PlannedTime } | { kind: 'changed'; current: Booking | null };

export async function currentBooking(db: Database, organisationId: string, workOrderId: string) {
  const found = await repository.findBooking(db, organisationId, workOrderId);
  return found ? toBooking(found.row, found.assigneeIds) : null;
}

/**
 * Books or moves the job, in the caller's transaction. With `version` the write stands only on the
 * booking it was read from (0: none yet); otherwise the answer is the booking as it is now.
 */
export async function bookInTransaction(
  tx: Database,
  user: SessionUser,
  workOrderId: string,
  input: BookingInput,
  context: BookingContext,
): Promise<SavedOrChanged> {
  const { organisationId } = user;
  const job = await repository.lockBookableJob(tx, organisationId, workOrderId);
  if (!job) throw workOrderNotFound();
  const existing = await repository.findBooking(tx, organisationId, workOrderId);
  const before = existing ? toBooking(existing.row, existing.assigneeIds) : null;
  if (input.version !== undefined && input.version !== (existing?.row.version ?? 0)) {
    return { kind: 'changed', current: before };
  }
  // A finished or invoiced job keeps its booking as history (decision 1).
  if (isFinished(job.status)) throw workOrderNotBookable();
  // A cancelled job is off the board's tray and out of every clash: nothing to book.
  if (job.status === 'Avbruten') throw workOrderCancelled();
  const onSite = input.onSite ?? false;
  const bayId = onSite ? null : (input.bayId ?? null);
  if (bayId !== null) {
    await repository.lockBay(tx, bayId);
    if (!(await findBay(tx, organisationId, bayId))) throw bayNotFound().at('bayId');
  }
  if (input.assigneeIds !== undefined) {
    const assigneeIds = [...new Set(input.assigneeIds)];
    await requireMembers(tx, organisationId, assigneeIds);
    await setAssignees(tx, organisationId, workOrderId, assigneeIds);
  }
  const saved = await repository.saveBooking(tx, {
    organisationId,
    workOrderId,
    startsAt: input.start,
    endsAt: input.end,
    bayId,
    onSite,
    address: onSite ? (input.address ?? job.customerAddress) : null,
    version: (existing?.row.version ?? 0) + 1,
  });
  const booking = toBooking(saved.row, saved.assigneeIds);
  await noticeBooking(tx, user, before, booking, context);
  const planned = {
    workOrderId,
    startsAt: saved.row.startsAt,
    endsAt: saved.row.endsAt,
    bayId,
    assigneeIds: booking.assigneeIds,
  };
  return { kind: 'saved', booking, planned };
}

/**
 * What a saved booking runs into, read after its commit on the pool: warnings change nothing, so the
 * booking's transaction (and its connection) is not held for them, and they see every booking committed
 * by then.
 */
export async function warningsOfBooking(db: Database, organisationId: string, planned: PlannedTime) {
  return warningsFor(db, organisationId, hoursOf(db, organisationId), planned);
}

export async function bookWorkOrder(
  db: Database,
  user: SessionUser,
  workOrderId: string,
  input: BookingInput,
  context: BookingContext,
): Promise<BookingOutcome> {
  const outcome = await db.transaction((tx) => bookInTransaction(tx, user, workOrderId, input, context));
  if (outcome.kind === 'changed') return outcome;
  const warnings = await warningsOfBooking(db, user.organisationId, outcome.planned);
  return { kind: 'saved', booking: outcome.booking, warnings };
}

export async function unbookWorkOrder(db: Database, user: SessionUser, workOrderId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const job = await repository.lockBookableJob(tx, user.organisationId, workOrderId);
    if (!job) throw workOrderNotFound();
    const before = await currentBooking(tx, user.organisationId, workOrderId);
    if (!before) throw bookingNotFound();
    if (isFinished(job.status)) throw bookingKeptAsHistory();
    if (!(await repository.deleteBooking(tx, user.organisationId, workOrderId))) throw bookingNotFound();
    await noticeUnbooking(tx, user, before);
  });
}
