import { addDays } from '../../../shared/dates';

// The board's clock: each day a column from 06:00 to 18:00 in quarter hours. Times are Swedish
// wall-clock text ("2026-03-31T07:00", docs/decisions/052): days and minutes are counted on the clock,
// and no zone arithmetic is done here.

export const DAY_START = 6 * 60;
export const DAY_END = 18 * 60;
export const QUARTERS_PER_DAY = (DAY_END - DAY_START) / 15;

const pad = (value: number) => String(value).padStart(2, '0');

/** A day's hours as its view's scale names them, each at its hour's start: "06", "07", … "17". */
export const HOUR_MARKS = Array.from({ length: (DAY_END - DAY_START) / 60 }, (_, index) => pad(DAY_START / 60 + index));

export const dateOf = (time: string) => time.slice(0, 10);
export const clockOf = (time: string) => time.slice(11, 16);
export const minutesOfClock = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));
export const clockOfMinutes = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;

/** The days of the board, first to last. */
export function daysFrom(from: string, count: number): string[] {
  return Array.from({ length: count }, (_, index) => addDays(from, index));
}

/** Minutes on the clock from one time to another (a day is 24 hours on the clock). */
export function clockMinutesBetween(start: string, end: string): number {
  const days = Math.round((Date.parse(`${dateOf(end)}T00:00Z`) - Date.parse(`${dateOf(start)}T00:00Z`)) / 86_400_000);
  return days * 1440 + minutesOfClock(clockOf(end)) - minutesOfClock(clockOf(start));
}

/** A time some minutes later on the clock. */
export function addClockMinutes(time: string, minutes: number): string {
  const total = minutesOfClock(clockOf(time)) + minutes;
  const days = Math.floor(total / 1440);
  return `${addDays(dateOf(time), days)}T${clockOfMinutes(total - days * 1440)}`;
}

/** The board quarter of a time (its day's column and the quarter in it), kept within the board. */
export function slotOf(time: string, days: readonly string[]): number {
  const dayIndex = days.indexOf(dateOf(time));
  if (dayIndex < 0) return dateOf(time) < days[0]! ? 0 : days.length * QUARTERS_PER_DAY;
  const quarter = Math.round((minutesOfClock(clockOf(time)) - DAY_START) / 15);
  return dayIndex * QUARTERS_PER_DAY + Math.min(Math.max(quarter, 0), QUARTERS_PER_DAY);
}

/** The time of a board quarter. */
export function timeOfSlot(slot: number, days: readonly string[]): string {
  const clamped = Math.min(Math.max(slot, 0), days.length * QUARTERS_PER_DAY - 1);
  const dayIndex = Math.floor(clamped / QUARTERS_PER_DAY);
  return `${days[dayIndex]}T${clockOfMinutes(DAY_START + (clamped - dayIndex * QUARTERS_PER_DAY) * 15)}`;
}

/** A booking moved some board quarters: its start moves on the board, its length on the clock stays. */
export function moveBy(start: string, end: string, quarters: number, days: readonly string[]) {
  const newStart = timeOfSlot(slotOf(start, days) + quarters, days);
  return { start: newStart, end: addClockMinutes(newStart, clockMinutesBetween(start, end)) };
}

/** "07:00–09:00", or with the days when it spans several. */
/** An absence's time in words: whole days as dates ("hela dagen" for one), else as a booking's span. */
export function absenceWords(start: string, end: string): string {
  if (!start.endsWith('T00:00') || !end.endsWith('T00:00')) return spanWords(start, end);
  const lastDay = addDays(dateOf(end), -1);
  return lastDay === dateOf(start) ? 'hela dagen' : `${dateOf(start)} – ${lastDay}`;
}

export function spanWords(start: string, end: string): string {
  if (dateOf(start) === dateOf(end)) return `${clockOf(start)}–${clockOf(end)}`;
  return `${dateOf(start)} ${clockOf(start)} – ${dateOf(end)} ${clockOf(end)}`;
}
