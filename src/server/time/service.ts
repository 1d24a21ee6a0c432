import { type Rate, type RateInput, type TimeEntry, type TimeEntryInput } from '../../shared/time';
import { forbidden } from '../auth/errors';
import { memberIdsAmong } from '../auth/service';
import { changesBetween, recordEvent } from '../audit/service';
import type { SessionUser } from '../cache/session-cache';
import type { Database } from '../db/client';
import { findDefaultRate, findRate, listRates, updateRate } from '../organisations/service';
import { lockJobs } from '../work-orders/service';
import { keepTimeValuesAtRate, keepTimeValuesOf } from './job-time-values';
import { deviceTime } from '../http/device-time';
import { toTimeEntry } from './mapper';
import * as repository from './repository';
import { unbilledByRate } from './billing';
import { memberNotFound } from '../auth/errors';
import { rateNotFound } from '../organisations/errors';
import { hoursNeedHourlyRate, timeEntryNotFound, timeInvoiced, timerStillRunning } from './errors';

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

export { runningTimer, startTimer, stopTimer, stopTimersOnJob } from './timers';
import { requireWorkOrder, reread } from './timers';

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
  // Added offline: written at the device's time (FIELD.md decision 7).
  const createdAt = deviceTime(input.at, now, { field: 'at' }).toISOString();
  const id = await db.transaction(async (tx) => {
    const values = await resolveEntry(tx, actor, input);
    await lockJobs(tx, actor.organisationId, [values.workOrderId]);
    const created = await repository.insertEntry(tx, { ...values, organisationId: actor.organisationId, createdAt });
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
export { timeOnJobs } from './field-entries';

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
