import { swedishDate } from '../../../shared/dates';
import { quarterHoursOf, type TimeEntry } from '../../../shared/time';
import type { FieldPack } from './field-pack-shape';

// The timer as the device runs it without signal (FIELD.md decision 6): the field pack changed as the
// server will change it once the queued start or stop arrives, so that Starta / Stoppa answer at once.

/** The running timer stopped at `at`: its entry in its job's time, rounded up to the quarter hour. */
function stopped(pack: FieldPack, at: string): { pack: FieldPack; entry: TimeEntry | null } {
  const running = pack.timer;
  if (!running?.startedAt) return { pack, entry: null };
  const entry: TimeEntry = {
    ...running,
    endedAt: at,
    hours: quarterHoursOf(new Date(at).getTime() - new Date(running.startedAt).getTime()),
  };
  const workOrders = pack.workOrders.map((job) =>
    job.id === running.workOrderId ? { ...job, timeEntries: [entry, ...(job.timeEntries ?? [])] } : job,
  );
  return { pack: { ...pack, workOrders, timer: null }, entry };
}

/** What a started job becomes, as the server has it (work-orders/service.ts markStarted). */
const STARTED: Record<string, string> = { Väntande: 'Pågående', pending: 'in_progress' };

/**
 * A timer started on the job at `at` (one running elsewhere stops first, as on the server), and a
 * waiting job put in progress: *Starta* on Mina jobb and on the job's page do both.
 */
export function startInPack(
  pack: FieldPack,
  workOrderId: string,
  at: string,
): { pack: FieldPack; result: TimeEntry } | null {
  const job = pack.workOrders.find((candidate) => candidate.id === workOrderId);
  const rate = pack.rates.find((candidate) => candidate.isDefault && candidate.unit === 'h') ?? pack.rates[0];
  if (!job || !rate) return null;
  const after = stopped(pack, at).pack;
  const timer: TimeEntry = {
    id: `enheten-${at}`,
    userId: pack.me.id,
    userName: pack.me.name,
    workOrderId,
    workOrderNumber: job.workOrderNumber,
    rateId: rate.id,
    // The Swedish day, as the server dates an entry.
    date: swedishDate(new Date(at)),
    startedAt: at,
    endedAt: null,
    hours: null,
    kilometres: null,
    billable: true,
    note: null,
    invoiceId: null,
    createdAt: at,
  };
  const workOrders = after.workOrders.map((one) =>
    one.id === workOrderId && STARTED[one.status] ? { ...one, status: STARTED[one.status] as typeof one.status } : one,
  );
  return { pack: { ...after, workOrders, timer }, result: timer };
}

/** The running timer stopped at `at`; null when the device knows of none. */
export function stopInPack(pack: FieldPack, at: string): { pack: FieldPack; result: TimeEntry } | null {
  const { pack: after, entry } = stopped(pack, at);
  return entry ? { pack: after, result: entry } : null;
}

/** Time or kilometres added by hand (the dialog's values, amounts as typed: "1,5"). */
export function addEntryInPack(
  pack: FieldPack,
  values: Record<string, unknown> & { workOrderId: string },
): { pack: FieldPack; result: TimeEntry } | null {
  const job = pack.workOrders.find((candidate) => candidate.id === values.workOrderId);
  const amount = (value: unknown) =>
    value === undefined || value === null ? null : Number(String(value).replace(',', '.'));
  if (!job) return null;
  const now = new Date().toISOString();
  const entry: TimeEntry = {
    id: `enheten-${now}`,
    userId: pack.me.id,
    userName: pack.me.name,
    workOrderId: job.id,
    workOrderNumber: job.workOrderNumber,
    rateId: String(values.rateId ?? pack.rates[0]?.id ?? ''),
    date: String(values.date ?? swedishDate()),
    startedAt: null,
    endedAt: null,
    hours: amount(values.hours),
    kilometres: amount(values.kilometres),
    billable: values.billable !== false,
    note: typeof values.note === 'string' && values.note ? values.note : null,
    invoiceId: null,
    createdAt: now,
  };
  const workOrders = pack.workOrders.map((one) =>
    one.id === job.id ? { ...one, timeEntries: [entry, ...(one.timeEntries ?? [])] } : one,
  );
  return { pack: { ...pack, workOrders }, result: entry };
}
