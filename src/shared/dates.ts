import { once } from './once';

const stockholmDate = once(
  () =>
    new Intl.DateTimeFormat('sv-SE', {
      timeZone: 'Europe/Stockholm',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }),
);

/** The calendar date in Sweden as YYYY-MM-DD: due dates and overdue follow Swedish days, not UTC. */
export function swedishDate(at: Date = new Date()): string {
  return stockholmDate().format(at);
}

export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Exactly YYYY-MM-DD and a day of the calendar (no 2026-02-30, nothing after the day). */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** The dates Verkstan accepts: wide enough for any machine's history, and all of them PostgreSQL dates. */
export const EARLIEST_DATE = '1900-01-01';
export const LATEST_DATE = '2999-12-31';

export function isDateInRange(isoDate: string): boolean {
  return isoDate >= EARLIEST_DATE && isoDate <= LATEST_DATE;
}

/** "2026-11-21" for any date or ISO timestamp, in Swedish time. */
export function formatDate(value: string | Date | null | undefined): string {
  if (!value) return '';
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  return swedishDate(new Date(value));
}

/**
 * The same day M months later; a day the month lacks becomes its last day (31 January + 1 month is
 * 28 February, or the 29th in a leap year), as PostgreSQL's `date + interval` counts.
 */
export function addMonths(isoDate: string, months: number): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  const monthIndex = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(monthIndex / 12);
  const targetMonth = monthIndex - targetYear * 12;
  const lastDay = new Date(Date.UTC(targetYear, targetMonth + 1, 0)).getUTCDate();
  return new Date(Date.UTC(targetYear, targetMonth, Math.min(day, lastDay))).toISOString().slice(0, 10);
}

/** Whole days from one date to another (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** The last day of the month `isoDate` falls in. */
export function monthEnd(isoDate: string): string {
  return addDays(addMonths(`${isoDate.slice(0, 8)}01`, 1), -1);
}

const stockholmTime = once(
  () => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm', hour: '2-digit', minute: '2-digit' }),
);

/** "2026-11-24 14:32", in Swedish time: when something happened. */
export function formatDateTime(value: string | Date | null | undefined): string {
  if (!value) return '';
  const at = new Date(value);
  return `${swedishDate(at)} ${stockholmTime().format(at)}`;
}

/** The ISO 8601 week of a date, as "2026-W48" (weeks start on Monday; week 1 holds the year's first Thursday). */
export function isoWeekOf(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  const weekday = (date.getUTCDay() + 6) % 7;
  // The week's Thursday decides its year and number.
  date.setUTCDate(date.getUTCDate() - weekday + 3);
  const year = date.getUTCFullYear();
  const week = 1 + Math.floor((date.getTime() - Date.UTC(year, 0, 1)) / (7 * 86_400_000));
  return `${year}-W${String(week).padStart(2, '0')}`;
}

/** The Monday of the ISO week a date falls in. */
export function mondayOf(isoDate: string): string {
  const weekday = (new Date(`${isoDate}T00:00:00Z`).getUTCDay() + 6) % 7;
  return addDays(isoDate, -weekday);
}

/** "07:42", in Swedish time. */
export function formatTime(value: string | Date | null | undefined): string {
  return value ? stockholmTime().format(new Date(value)) : '';
}

/** Minutes Swedish time is ahead of UTC at an instant (60 in winter, 120 in summer). */
function stockholmOffsetMinutes(at: number): number {
  const local = `${swedishDate(new Date(at))}T${stockholmTime().format(new Date(at))}:00Z`;
  return Math.round((Date.parse(local) - Math.floor(at / 60_000) * 60_000) / 60_000);
}

/** The instant of a Swedish date and "HH:MM" (as a clock in Sweden shows it), as ISO 8601; null when not a time. */
export function stockholmInstant(isoDate: string, time: string): string | null {
  const match = /^(\d{1,2})[:.](\d{2})$/.exec(time.trim());
  if (!isIsoDate(isoDate) || !match || Number(match[1]) > 23 || Number(match[2]) > 59) return null;
  const asUtc = Date.parse(`${isoDate}T${match[1]!.padStart(2, '0')}:${match[2]}:00Z`);
  const first = asUtc - stockholmOffsetMinutes(asUtc) * 60_000;
  return new Date(asUtc - stockholmOffsetMinutes(first) * 60_000).toISOString();
}
