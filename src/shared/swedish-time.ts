import { addDays, isDateInRange, isIsoDate, stockholmInstant, swedishDate, formatTime } from './dates';

/**
 * Wall-clock times in Sweden as the planning board writes them, "2026-03-30T07:00" (PLANNING.md
 * decision 1): a booking is read and written as a clock in the workshop shows it, and stored as an
 * instant, so that a day over a change to or from summer time is 23 or 25 hours long.
 */
export type SwedishTimeProblem = 'invalid' | 'missing';

const LOCAL = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}):(\d{2})$/;

/** The instant (ISO 8601, UTC) of a Swedish wall-clock time, or why there is none. */
export function instantOfSwedishTime(text: string): { instant: string } | { problem: SwedishTimeProblem } {
  const match = LOCAL.exec(text.trim());
  if (!match) return { problem: 'invalid' };
  const [, date, hours, minutes] = match as unknown as [string, string, string, string];
  if (!isIsoDate(date) || !isDateInRange(date) || Number(hours) > 23 || Number(minutes) > 59) {
    return { problem: 'invalid' };
  }
  const instant = stockholmInstant(date, `${hours}:${minutes}`);
  if (!instant) return { problem: 'invalid' };
  // 02:30 on the last Sunday of March is never shown by a Swedish clock.
  if (swedishTimeOf(instant) !== `${date}T${hours}:${minutes}`) return { problem: 'missing' };
  return { instant };
}

/** "2026-03-30T07:00": the Swedish wall-clock time of an instant. */
export function swedishTimeOf(instant: string | Date): string {
  const at = new Date(instant);
  return `${swedishDate(at)}T${formatTime(at)}`;
}

/** The instant a Swedish day begins (00:00 there). */
export function swedishMidnight(date: string): string {
  return stockholmInstant(date, '00:00')!;
}

/** The Swedish days an interval touches, first to last (an end at midnight touches no more of the next day). */
export function swedishDaysOf(start: string, end: string): string[] {
  const first = swedishDate(new Date(start));
  const last = swedishDate(new Date(new Date(end).getTime() - 1));
  const days: string[] = [];
  for (let day = first; day <= last; day = addDays(day, 1)) days.push(day);
  return days;
}

/** Minutes after the Swedish midnight of the instant's day, by the clock (07:00 is 420 on every day). */
export function clockMinutesOf(instant: string): number {
  const [hours, minutes] = formatTime(new Date(instant)).split(':').map(Number) as [number, number];
  return hours * 60 + minutes;
}
