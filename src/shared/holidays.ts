import { addDays, EARLIEST_DATE, isDateInRange, isIsoDate, LATEST_DATE } from './dates';

/** A public holiday by law (lag 1989:253), or a day the trade takes off by custom (the eves). */
export type HolidayKind = 'publicHoliday' | 'dayOff';

export interface Holiday {
  /** YYYY-MM-DD. */
  date: string;
  /** The Swedish name, lower case as written in running text; two holidays on one day are joined with "och". */
  name: string;
  kind: HolidayKind;
}

const FIRST_YEAR = Number(EARLIEST_DATE.slice(0, 4));
const LAST_YEAR = Number(LATEST_DATE.slice(0, 4));

/** Easter Sunday by the anonymous Gregorian algorithm (Meeus/Jones/Butcher). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return isoDate(year, month, day);
}

function isoDate(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The first Saturday on or after a date. */
function saturdayFrom(year: number, month: number, day: number): string {
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return addDays(isoDate(year, month, day), (6 - weekday + 7) % 7);
}

function checkedYear(year: number): number {
  if (!Number.isInteger(year) || year < FIRST_YEAR || year > LAST_YEAR) {
    throw new RangeError(`Helgdagar räknas för åren ${FIRST_YEAR}–${LAST_YEAR}, inte ${year}.`);
  }
  return year;
}

const byYear = new Map<number, readonly Holiday[]>();

/**
 * The year's public holidays and customary days off, in date order (DOMAIN-SE, Public holidays).
 * Today's rules for every year: before 2005 Sweden had annandag pingst instead of the national day
 * off, and before 1953 midsommar and alla helgons dag had fixed dates, which planning never needs.
 */
export function holidaysOf(year: number): readonly Holiday[] {
  checkedYear(year);
  const known = byYear.get(year);
  if (known) return known;
  const easter = easterSunday(year);
  const midsummerDay = saturdayFrom(year, 6, 20);
  const days: Holiday[] = [
    { date: isoDate(year, 1, 1), name: 'nyårsdagen', kind: 'publicHoliday' },
    { date: isoDate(year, 1, 6), name: 'trettondedag jul', kind: 'publicHoliday' },
    { date: addDays(easter, -2), name: 'långfredagen', kind: 'publicHoliday' },
    { date: easter, name: 'påskdagen', kind: 'publicHoliday' },
    { date: addDays(easter, 1), name: 'annandag påsk', kind: 'publicHoliday' },
    { date: isoDate(year, 5, 1), name: 'första maj', kind: 'publicHoliday' },
    { date: addDays(easter, 39), name: 'Kristi himmelsfärds dag', kind: 'publicHoliday' },
    { date: addDays(easter, 49), name: 'pingstdagen', kind: 'publicHoliday' },
    { date: isoDate(year, 6, 6), name: 'Sveriges nationaldag', kind: 'publicHoliday' },
    { date: addDays(midsummerDay, -1), name: 'midsommarafton', kind: 'dayOff' },
    { date: midsummerDay, name: 'midsommardagen', kind: 'publicHoliday' },
    { date: saturdayFrom(year, 10, 31), name: 'alla helgons dag', kind: 'publicHoliday' },
    { date: isoDate(year, 12, 24), name: 'julafton', kind: 'dayOff' },
    { date: isoDate(year, 12, 25), name: 'juldagen', kind: 'publicHoliday' },
    { date: isoDate(year, 12, 26), name: 'annandag jul', kind: 'publicHoliday' },
    { date: isoDate(year, 12, 31), name: 'nyårsafton', kind: 'dayOff' },
  ];
  // Kristi himmelsfärd can fall on 1 May and pingstdagen on 6 June: one day, both names.
  const merged: Holiday[] = [];
  for (const day of days.sort((first, second) => first.date.localeCompare(second.date))) {
    const previous = merged.at(-1);
    if (previous?.date === day.date) {
      previous.name = `${previous.name} och ${day.name}`;
      if (day.kind === 'publicHoliday') previous.kind = 'publicHoliday';
    } else {
      merged.push({ ...day });
    }
  }
  const frozen = Object.freeze(merged.map((day) => Object.freeze(day)));
  byYear.set(year, frozen);
  return frozen;
}

function checkedDate(date: string): string {
  if (!isIsoDate(date) || !isDateInRange(date)) throw new RangeError(`Ogiltigt datum för helgdagar: ${date}`);
  return date;
}

/** The holiday or customary day off on a date (YYYY-MM-DD), or null on an ordinary day. */
export function holidayOn(date: string): Holiday | null {
  checkedDate(date);
  return holidaysOf(Number(date.slice(0, 4))).find((day) => day.date === date) ?? null;
}

/** The holidays and days off from one date to another, both included, in date order. */
export function holidaysBetween(from: string, to: string): Holiday[] {
  checkedDate(from);
  checkedDate(to);
  const found: Holiday[] = [];
  for (let year = Number(from.slice(0, 4)); year <= Number(to.slice(0, 4)); year++) {
    for (const day of holidaysOf(year)) if (day.date >= from && day.date <= to) found.push(day);
  }
  return found;
}
