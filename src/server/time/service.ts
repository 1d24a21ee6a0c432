import { swedishDate } from '../../shared/dates';
import { quarterHoursOf, type Rate, type RateInput, type TimeEntry, type TimeEntryInput } from '../../shared/time';
import { forbidden } from '../auth/errors';
import { memberIdsAmong } from '../auth/service';
import { changesBetween, recordEvent, type Actor } from '../audit/service';
import type { SessionUser } from '../cache/session-cache';
import type { Database } from '../db/client';
import { findDefaultRate, findRate, listRates, updateRate } from '../organisations/service';
import { lockJobs, markStarted, workOrderExists } from '../work-orders/service';
import type { StoppedTimer } from '../work-orders/timer-port';
import { keepTimeValuesAtRate, keepTimeValuesOf } from './job-time-values';
import { toTimeEntry } from './mapper';
import * as repository from './repository';
import { unbilledByRate } from './billing';
import { memberNotFound } from '../auth/errors';
import { defaultRateNeeded, rateNotFound } from '../organisations/errors';
import { hoursNeedHourlyRate, noTimerRunning, timeEntryNotFound, timeInvoiced, timerStillRunning } from './errors';
import { workOrderNotFound } from '../work-orders/errors';

// Time on the job (docs/team.md decision 7): timers are rows, so they survive a restart and every server sees them.

const AUDITED_FIELDS = [
  'date',
  'hours',
  'kilometres',
  'rateId',
  'billable',
  'note',
  'workOrderId',
  'userId',
  'endedAt',
] as const satisfies ReadonlyArray<keyof TimeEntry>;
const isOffice = (user: SessionUser) => user.role !== 'mechanic';

async function requireWorkOrder(db: Database, organisationId: string, workOrderId: string): Promise<void> {
  if (!(await workOrderExists(db, organisationId, workOrderId))) throw workOrderNotFound();
}

async function reread(db: Database, organisationId: string, id: string, now: Date): Promise<TimeEntry> {
  return toTimeEntry((await repository.findEntry(db, organisationId, id))!, now);
}

/** Stops a running entry, rounded up to the quarter hour, in the trail; the caller has locked its job and keeps its value. */
async function stopEntry(
  db: Database,
  actor: Actor,
  running: repository.TimeEntryRecord,
  now: Date,
): Promise<TimeEntry> {
  const hours = quarterHoursOf(now.getTime() - new Date(running.startedAt!).getTime());
  const before = toTimeEntry(running, now);
  await repository.updateEntry(db, running.id, {
    endedAt: now.toISOString(),
    hoursHundredths: Math.round(hours * 100),
  });
  const after = await reread(db, actor.organisationId, running.id, now);
  await recordEvent(db, actor, 'timeEntry', running.id, 'updated', changesBetween(before, after, ['endedAt', 'hours']));
  return after;
}

/** Stops the person's running timer, if any; in the caller's transaction. */
async function stopRunning(db: Database, actor: SessionUser, userId: string, now: Date): Promise<string | null> {
  const seen = await repository.findRunning(db, actor.organisationId, userId);
  if (!seen) return null;
  // The job before its entry, as every writer of both takes them (work-orders/kept-amounts.ts); read again
  // once it is locked: the job may have been finished meanwhile, stopping the timer (stopTimersOnJob).
  await lockJobs(db, actor.organisationId, [seen.workOrderId]);
  const running = await repository.findRunning(db, actor.organisationId, userId);
  if (!running) return null;
  await stopEntry(db, actor, running, now);
  await keepTimeValuesOf(db, actor.organisationId, [running.workOrderId]);
  return running.id;
}

/**
 * A job finished: every timer running on it stops, in the finishing transaction, which has locked the
 * job. No person's timer lock is taken here: a start waits for the job (locked before the timer's
 * entry) and reads the timer again once it has it.
 */
export async function stopTimersOnJob(
  db: Database,
  actor: Actor,
  workOrderId: string,
  now: Date,
): Promise<StoppedTimer[]> {
  const running = await repository.findRunningOnJob(db, actor.organisationId, workOrderId);
  if (running.length === 0) return [];
  const stopped: StoppedTimer[] = [];
  for (const entry of running) {
    const after = await stopEntry(db, actor, entry, now);
    stopped.push({ userId: after.userId, userName: after.userName, hours: after.hours ?? 0 });
  }
  await keepTimeValuesOf(db, actor.organisationId, [workOrderId]);
  return stopped;
}

/**
 * POST /workorders/{id}/timer: the caller's timer on this job; one running before stops first, and a
 * waiting job is put in progress. One transaction: the timer never runs on a job the request failed to
 * start. Both jobs are locked first, in id order (lockJobs), so that a colleague switching between the
 * same two jobs the other way waits for this one instead of deadlocking with it.
 */
export async function startTimer(db: Database, actor: SessionUser, workOrderId: string, now: Date): Promise<TimeEntry> {
  const id = await db.transaction(async (tx) => {
    await requireWorkOrder(tx, actor.organisationId, workOrderId);
    await repository.lockTimerOf(tx, actor.id);
    const running = await repository.findRunning(tx, actor.organisationId, actor.id);
    await lockJobs(tx, actor.organisationId, [running?.workOrderId ?? null, workOrderId]);
    await stopRunning(tx, actor, actor.id, now);
    const rate = await findDefaultRate(tx, actor.organisationId);
    if (!rate) throw defaultRateNeeded();
    const created = await repository.insertEntry(tx, {
      organisationId: actor.organisationId,
      userId: actor.id,
      workOrderId,
      rateId: rate.id,
      entryDate: swedishDate(now),
      startedAt: now.toISOString(),
    });
    await recordEvent(tx, actor, 'timeEntry', created, 'created', [
      { field: 'workOrderId', from: null, to: workOrderId },
    ]);
    await markStarted(tx, actor, workOrderId);
    return created;
  });
  return reread(db, actor.organisationId, id, now);
}

/** DELETE /timer: stops the caller's running timer. */
export async function stopTimer(db: Database, actor: SessionUser, now: Date): Promise<TimeEntry> {
  const id = await db.transaction(async (tx) => {
    await repository.lockTimerOf(tx, actor.id);
    const stopped = await stopRunning(tx, actor, actor.id, now);
    if (!stopped) throw noTimerRunning();
    return stopped;
  });
  return reread(db, actor.organisationId, id, now);
}

export async function runningTimer(db: Database, actor: SessionUser, now: Date): Promise<TimeEntry | null> {
  const running = await repository.findRunning(db, actor.organisationId, actor.id);
  return running ? toTimeEntry(running, now) : null;
}

export async function listTime(
  db: Database,
  actor: SessionUser,
  filter: repository.EntryFilter,
  limit: number,
  offset: number,
  now: Date,
) {
  // A mechanic reads their own time only.
  const scoped = isOffice(actor) ? filter : { ...filter, userId: actor.id };
  const { items, total } = await repository.listEntries(db, actor.organisationId, scoped, limit, offset);
  return { items: items.map((record) => toTimeEntry(record, now)), total };
}

/** Whose the entry is, what it is on and at what rate: the rules every write of an entry checks. */
async function resolveEntry(db: Database, actor: SessionUser, input: TimeEntryInput) {
  const userId = input.userId ?? actor.id;
  if (userId !== actor.id && !isOffice(actor)) throw forbidden();
  if ((await memberIdsAmong(db, actor.organisationId, [userId])).length === 0) throw memberNotFound();
  await requireWorkOrder(db, actor.organisationId, input.workOrderId);
  const rate = input.rateId
    ? await findRate(db, actor.organisationId, input.rateId)
    : await findDefaultRate(db, actor.organisationId);
  if (!rate) throw rateNotFound();
  const isDistance = input.kilometres !== undefined;
  if ((rate.unit === 'km') !== isDistance) throw hoursNeedHourlyRate().at('rateId');
  return {
    userId,
    workOrderId: input.workOrderId,
    rateId: rate.id,
    entryDate: input.date,
    hoursHundredths: input.hours === undefined ? null : Math.round(input.hours * 100),
    kilometresTenths: input.kilometres === undefined ? null : Math.round(input.kilometres * 10),
    billable: input.billable ?? true,
    note: input.note,
  };
}

export async function createEntry(
  db: Database,
  actor: SessionUser,
  input: TimeEntryInput,
  now: Date,
): Promise<TimeEntry> {
  const id = await db.transaction(async (tx) => {
    const values = await resolveEntry(tx, actor, input);
    await lockJobs(tx, actor.organisationId, [values.workOrderId]);
    const created = await repository.insertEntry(tx, { ...values, organisationId: actor.organisationId });
    await keepTimeValuesOf(tx, actor.organisationId, [values.workOrderId]);
    const entry = await reread(tx, actor.organisationId, created, now);
    await recordEvent(
      tx,
      actor,
      'timeEntry',
      created,
      'created',
      changesBetween({} as TimeEntry, entry, AUDITED_FIELDS).filter((change) => change.to !== null),
    );
    return created;
  });
  return reread(db, actor.organisationId, id, now);
}

/** The office changes anyone's; a mechanic their own; nobody what is invoiced (409) or still running. */
async function requireChangeable(db: Database, actor: SessionUser, id: string, movesTo: string | null = null) {
  // Its job (and the one it moves to) before the entry itself, as every writer of both takes them.
  const seen = await repository.findEntry(db, actor.organisationId, id);
  await lockJobs(db, actor.organisationId, [seen?.workOrderId ?? null, movesTo]);
  const existing = await repository.findEntry(db, actor.organisationId, id, true);
  if (!existing) throw timeEntryNotFound();
  if (existing.userId !== actor.id && !isOffice(actor)) throw forbidden();
  if (existing.invoiceId !== null) throw timeInvoiced();
  if (existing.startedAt !== null && existing.endedAt === null) throw timerStillRunning();
  return existing;
}

export async function updateEntry(
  db: Database,
  actor: SessionUser,
  id: string,
  input: TimeEntryInput,
  now: Date,
): Promise<TimeEntry> {
  await db.transaction(async (tx) => {
    const existing = await requireChangeable(tx, actor, id, input.workOrderId);
    const values = await resolveEntry(tx, actor, { ...input, userId: input.userId ?? existing.userId });
    const before = toTimeEntry(existing, now);
    await repository.updateEntry(tx, id, values);
    await keepTimeValuesOf(tx, actor.organisationId, [existing.workOrderId, values.workOrderId]);
    const changes = changesBetween(before, await reread(tx, actor.organisationId, id, now), AUDITED_FIELDS);
    if (changes.length > 0) await recordEvent(tx, actor, 'timeEntry', id, 'updated', changes);
  });
  return reread(db, actor.organisationId, id, now);
}

export async function deleteEntry(db: Database, actor: SessionUser, id: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const existing = await requireChangeable(tx, actor, id);
    await repository.deleteEntry(tx, id);
    await keepTimeValuesOf(tx, actor.organisationId, [existing.workOrderId]);
    const entry = toTimeEntry(existing, now);
    await recordEvent(tx, actor, 'timeEntry', id, 'deleted', [
      {
        field: entry.hours === null ? 'kilometres' : 'hours',
        from: entry.hours ?? entry.kilometres,
        to: null,
      },
    ]);
  });
}

/** For GET /audit: whether the entry is of the workshop. */
export async function timeEntryExists(db: Database, organisationId: string, id: string): Promise<boolean> {
  return (await repository.findEntry(db, organisationId, id)) !== null;
}

/** What the features above read and do of this one (docs/decisions/008). */
export { freeInvoiced, markInvoiced } from './billing';
export { keepTimeValuesOf } from './job-time-values';

/** A rate changed: its new price re-prices the time kept on the jobs that bill at it, in the same transaction. */
export async function updateRateRepricingJobs(
  db: Database,
  organisationId: string,
  id: string,
  input: RateInput,
): Promise<Rate> {
  return db.transaction(async (tx) => {
    const rate = await updateRate(tx, organisationId, id, input);
    await keepTimeValuesAtRate(tx, organisationId, id);
    return rate;
  });
}

export interface TimeLine {
  rate: { id: string; name: string; unit: 'h' | 'km'; price: number };
  quantity: number;
}

/** The work order's unbilled time and distance per rate, in the order of the workshop's rates. */
export async function unbilledLines(db: Database, organisationId: string, workOrderId: string): Promise<TimeLine[]> {
  const [sums, rates] = await Promise.all([
    unbilledByRate(db, organisationId, workOrderId),
    listRates(db, organisationId),
  ]);
  return rates.flatMap((rate) => {
    const sum = sums.find((candidate) => candidate.rateId === rate.id);
    if (!sum) return [];
    const quantity = rate.unit === 'km' ? sum.kilometresTenths / 10 : sum.hoursHundredths / 100;
    return quantity > 0 ? [{ rate, quantity }] : [];
  });
}
