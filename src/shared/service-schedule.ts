import { addDays, addMonths, daysBetween } from './dates';
import type { ServiceStatus } from './machines';

// When a service interval is next due, and how urgent it is (docs/workshop.md, Service plans).
// Meters are in tenths, as they are stored: one decimal, exact.

/** Due soon: within this many days, unless the caller asks for another window. */
export const DUE_SOON_DAYS = 30;
/** The forecast reads the machine's use over this many days before today. */
export const FORECAST_WINDOW_DAYS = 365;
/** Two readings closer than this say nothing about a machine's daily use. */
export const FORECAST_MIN_SPAN_DAYS = 7;
/** A forecast further away than this is no forecast (a machine barely used). */
const FORECAST_HORIZON_DAYS = 36_500;

export interface Reading {
  date: string;
  tenths: number;
}

export type LastDoneSource = 'work-order' | 'given' | 'added';

export interface LastDone {
  date: string;
  meterTenths: number | null;
  source: LastDoneSource;
  workOrderId: string | null;
}

/**
 * "Last done" is never typed twice: the latest finished work order that performed the interval, else
 * what the user gave when adding it (history from before Verkstan), else the day it was added and the
 * machine's meter then. A meter given without a date counts from the day the interval was added; a
 * date given without a meter counts from the machine's meter that day, when a reading tells it (the
 * caller reads it into `given.meterTenths`), else by the date alone.
 */
export function resolveLastDone(sources: {
  workOrder: { id: string; date: string; meterTenths: number | null } | null;
  given: { date: string | null; meterTenths: number | null };
  added: { date: string; meterTenths: number | null };
}): LastDone {
  const { workOrder, given, added } = sources;
  if (workOrder)
    return {
      date: workOrder.date,
      meterTenths: workOrder.meterTenths,
      source: 'work-order',
      workOrderId: workOrder.id,
    };
  if (given.date !== null || given.meterTenths !== null) {
    return {
      date: given.date ?? added.date,
      meterTenths: given.meterTenths,
      source: 'given',
      workOrderId: null,
    };
  }
  return { date: added.date, meterTenths: added.meterTenths, source: 'added', workOrderId: null };
}

/**
 * The day the meter is expected to reach `dueTenths`, from the machine's average daily use between
 * the first and the latest reading of the window (at least FORECAST_MIN_SPAN_DAYS apart); null when
 * the readings cannot tell or the machine is not being used.
 */
export function forecastDate(first: Reading | null, latest: Reading | null, dueTenths: number | null): string | null {
  if (!first || !latest || dueTenths === null) return null;
  const span = daysBetween(first.date, latest.date);
  if (span < FORECAST_MIN_SPAN_DAYS) return null;
  const used = latest.tenths - first.tenths;
  if (used <= 0) return null;
  const remaining = dueTenths - latest.tenths;
  if (remaining <= 0) return latest.date;
  // remaining / (used / span) days, rounded up: the meter reaches the value during that day.
  const days = Math.ceil((remaining * span) / used);
  return days > FORECAST_HORIZON_DAYS ? null : addDays(latest.date, days);
}

export interface IntervalPlan {
  everyMeter: number | null;
  everyMonths: number | null;
}

export interface IntervalState {
  nextDueDate: string | null;
  nextDueMeterTenths: number | null;
  forecastDate: string | null;
  status: ServiceStatus;
  /** The day it is or was due by whichever comes first (date, forecast, or the reading that reached the meter): the order of the list to book. */
  dueOn: string | null;
}

/**
 * Whichever comes first: overdue the day after its due date or once the meter reaches its due value
 * (exactly at it is overdue); due soon when the date or the forecast is within `withinDays`, or the
 * meter within a tenth of the interval.
 */
export function intervalState(
  plan: IntervalPlan,
  lastDone: Pick<LastDone, 'date' | 'meterTenths'>,
  meter: { latest: Reading | null; windowStart: Reading | null },
  today: string,
  withinDays = DUE_SOON_DAYS,
): IntervalState {
  const nextDueDate = plan.everyMonths === null ? null : addMonths(lastDone.date, plan.everyMonths);
  const nextDueMeterTenths =
    plan.everyMeter === null || lastDone.meterTenths === null ? null : lastDone.meterTenths + plan.everyMeter * 10;
  const forecast = forecastDate(meter.windowStart, meter.latest, nextDueMeterTenths);
  const current = meter.latest?.tenths ?? null;
  const meterLeft = nextDueMeterTenths === null || current === null ? null : nextDueMeterTenths - current;

  const dateOverdue = nextDueDate !== null && today > nextDueDate;
  const meterOverdue = meterLeft !== null && meterLeft <= 0;
  // A tenth of the interval, in tenths of a unit, is the interval in whole units.
  const meterSoon = meterLeft !== null && plan.everyMeter !== null && meterLeft <= plan.everyMeter;
  const dateSoon = nextDueDate !== null && daysBetween(today, nextDueDate) <= withinDays;
  const forecastSoon = forecast !== null && daysBetween(today, forecast) <= withinDays;
  const status: ServiceStatus =
    dateOverdue || meterOverdue ? 'overdue' : dateSoon || meterSoon || forecastSoon ? 'due_soon' : 'ok';

  const candidates = [nextDueDate, forecast, meterOverdue ? (meter.latest?.date ?? null) : null].filter(
    (date): date is string => date !== null,
  );
  const dueOn =
    candidates.length === 0 ? null : candidates.reduce((earliest, date) => (date < earliest ? date : earliest));
  return { nextDueDate, nextDueMeterTenths, forecastDate: forecast, status, dueOn };
}

const SEVERITY: Record<ServiceStatus, number> = { ok: 0, due_soon: 1, overdue: 2 };

/** The worst of a machine's intervals; null without any. */
export function worstStatus(statuses: Iterable<ServiceStatus>): ServiceStatus | null {
  let worst: ServiceStatus | null = null;
  for (const status of statuses) if (worst === null || SEVERITY[status] > SEVERITY[worst]) worst = status;
  return worst;
}

/** The list to book: overdue first, then by the day each is due (undated last). */
export function byUrgency(
  a: Pick<IntervalState, 'status' | 'dueOn'>,
  b: Pick<IntervalState, 'status' | 'dueOn'>,
): number {
  const severity = SEVERITY[b.status] - SEVERITY[a.status];
  if (severity !== 0) return severity;
  if (a.dueOn === b.dueOn) return 0;
  if (a.dueOn === null) return 1;
  if (b.dueOn === null) return -1;
  return a.dueOn < b.dueOn ? -1 : 1;
}
