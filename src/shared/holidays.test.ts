import { describe, expect, it } from 'vitest';
import { easterSunday, holidayOn, holidaysBetween, holidaysOf } from './holidays';

const NAMES = [
  'nyårsdagen',
  'trettondedag jul',
  'långfredagen',
  'påskdagen',
  'annandag påsk',
  'första maj',
  'Kristi himmelsfärds dag',
  'pingstdagen',
  'Sveriges nationaldag',
  'midsommarafton',
  'midsommardagen',
  'alla helgons dag',
  'julafton',
  'juldagen',
  'annandag jul',
  'nyårsafton',
];
const DAYS_OFF = ['midsommarafton', 'julafton', 'nyårsafton'];

/** Every holiday of a year by name, coinciding ones apart again. */
function byName(year: number): Map<string, string> {
  const dates = new Map<string, string>();
  for (const day of holidaysOf(year)) for (const name of day.name.split(' och ')) dates.set(name, day.date);
  return dates;
}

function weekday(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/** Gauss's Easter algorithm for the Gregorian calendar, independent of the one under test. */
function gaussEaster(year: number): string {
  const k = Math.floor(year / 100);
  const p = Math.floor((13 + 8 * k) / 25);
  const q = Math.floor(k / 4);
  const M = (15 - p + k - q) % 30;
  const N = (4 + k - q) % 7;
  const d = (19 * (year % 19) + M) % 30;
  const e = (2 * (year % 4) + 4 * (year % 7) + 6 * d + N) % 7;
  let marchDay = 22 + d + e;
  // Gauss's two exceptions: never 26 April, and 25 April only when the cycle allows it.
  if (d === 29 && e === 6) marchDay = 31 + 19;
  else if (d === 28 && e === 6 && (11 * M + 11) % 30 < 19) marchDay = 31 + 18;
  const date = new Date(Date.UTC(year, 2, marchDay));
  return date.toISOString().slice(0, 10);
}

describe('Swedish public holidays (DOMAIN-SE vectors)', () => {
  it.each([
    [2026, ['2026-04-03', '2026-04-05', '2026-04-06', '2026-05-14', '2026-05-24', '2026-06-19', '2026-10-31']],
    [2027, ['2027-03-26', '2027-03-28', '2027-03-29', '2027-05-06', '2027-05-16', '2027-06-25', '2027-11-06']],
  ])(
    '%i: the moving ones',
    (year, [goodFriday, easter, easterMonday, ascension, pentecost, midsummerEve, allSaints]) => {
      const dates = byName(year);
      expect(dates.get('långfredagen')).toBe(goodFriday);
      expect(dates.get('påskdagen')).toBe(easter);
      expect(dates.get('annandag påsk')).toBe(easterMonday);
      expect(dates.get('Kristi himmelsfärds dag')).toBe(ascension);
      expect(dates.get('pingstdagen')).toBe(pentecost);
      expect(dates.get('midsommarafton')).toBe(midsummerEve);
      expect(dates.get('alla helgons dag')).toBe(allSaints);
    },
  );

  it('lists 2026 in date order with each kind', () => {
    expect(holidaysOf(2026)).toEqual([
      { date: '2026-01-01', name: 'nyårsdagen', kind: 'publicHoliday' },
      { date: '2026-01-06', name: 'trettondedag jul', kind: 'publicHoliday' },
      { date: '2026-04-03', name: 'långfredagen', kind: 'publicHoliday' },
      { date: '2026-04-05', name: 'påskdagen', kind: 'publicHoliday' },
      { date: '2026-04-06', name: 'annandag påsk', kind: 'publicHoliday' },
      { date: '2026-05-01', name: 'första maj', kind: 'publicHoliday' },
      { date: '2026-05-14', name: 'Kristi himmelsfärds dag', kind: 'publicHoliday' },
      { date: '2026-05-24', name: 'pingstdagen', kind: 'publicHoliday' },
      { date: '2026-06-06', name: 'Sveriges nationaldag', kind: 'publicHoliday' },
      { date: '2026-06-19', name: 'midsommarafton', kind: 'dayOff' },
      { date: '2026-06-20', name: 'midsommardagen', kind: 'publicHoliday' },
      { date: '2026-10-31', name: 'alla helgons dag', kind: 'publicHoliday' },
      { date: '2026-12-24', name: 'julafton', kind: 'dayOff' },
      { date: '2026-12-25', name: 'juldagen', kind: 'publicHoliday' },
      { date: '2026-12-26', name: 'annandag jul', kind: 'publicHoliday' },
      { date: '2026-12-31', name: 'nyårsafton', kind: 'dayOff' },
    ]);
  });

  it('finds the holiday on a date, and nothing on an ordinary day', () => {
    expect(holidayOn('2027-06-25')).toEqual({ date: '2027-06-25', name: 'midsommarafton', kind: 'dayOff' });
    expect(holidayOn('2027-11-06')).toEqual({
      date: '2027-11-06',
      name: 'alla helgons dag',
      kind: 'publicHoliday',
    });
    expect(holidayOn('2026-06-19')?.name).toBe('midsommarafton');
    expect(holidayOn('2026-06-26')).toBeNull();
    expect(holidayOn('2026-11-27')).toBeNull();
    expect(holidayOn('2026-04-04')).toBeNull();
  });

  it('names both holidays when two fall on one day', () => {
    expect(holidayOn('2008-05-01')).toEqual({
      date: '2008-05-01',
      name: 'första maj och Kristi himmelsfärds dag',
      kind: 'publicHoliday',
    });
    expect(easterSunday(2049)).toBe('2049-04-18');
    expect(holidayOn('2049-06-06')).toEqual({
      date: '2049-06-06',
      name: 'pingstdagen och Sveriges nationaldag',
      kind: 'publicHoliday',
    });
  });

  it('lists the holidays between two dates across a new year', () => {
    expect(holidaysBetween('2026-12-20', '2027-01-06').map((day) => `${day.date} ${day.name}`)).toEqual([
      '2026-12-24 julafton',
      '2026-12-25 juldagen',
      '2026-12-26 annandag jul',
      '2026-12-31 nyårsafton',
      '2027-01-01 nyårsdagen',
      '2027-01-06 trettondedag jul',
    ]);
    expect(holidaysBetween('2026-06-20', '2026-06-20').map((day) => day.name)).toEqual(['midsommardagen']);
    expect(holidaysBetween('2026-11-01', '2026-12-23')).toEqual([]);
  });

  it('refuses a year or date it does not count', () => {
    expect(() => holidaysOf(1899)).toThrow(RangeError);
    expect(() => holidaysOf(3000)).toThrow(RangeError);
    expect(() => holidaysOf(2026.5)).toThrow(RangeError);
    expect(() => holidayOn('2026-02-30')).toThrow(RangeError);
    expect(() => holidayOn('26-06-19')).toThrow(RangeError);
  });
});

describe('Easter and the moving holidays, every year 1900–2999', () => {
  const years = Array.from({ length: 1100 }, (_, index) => 1900 + index);

  it.each([
    [1900, '1900-04-15'],
    [1943, '1943-04-25'],
    [1954, '1954-04-18'],
    [1981, '1981-04-19'],
    [2008, '2008-03-23'],
    [2011, '2011-04-24'],
    [2024, '2024-03-31'],
    [2025, '2025-04-20'],
    [2038, '2038-04-25'],
    [2285, '2285-03-22'],
  ])('Easter %i is %s (published dates)', (year, date) => {
    expect(easterSunday(year)).toBe(date);
    expect(gaussEaster(year)).toBe(date);
  });

  it("agrees with Gauss's algorithm and its exceptions", () => {
    const differing = years.filter((year) => easterSunday(year) !== gaussEaster(year));
    expect(differing).toEqual([]);
  });

  it('keeps every holiday on its weekday and within its dates, each name once a year', () => {
    for (const year of years) {
      const dates = byName(year);
      expect([...dates.keys()].sort(), String(year)).toEqual([...NAMES].sort());
      const at = (name: string) => dates.get(name)!;
      const monthDay = (name: string) => at(name).slice(5);
      const problems = [
        weekday(at('påskdagen')) === 0 && monthDay('påskdagen') >= '03-22' && monthDay('påskdagen') <= '04-25'
          ? ''
          : 'påskdagen',
        weekday(at('långfredagen')) === 5 ? '' : 'långfredagen',
        weekday(at('annandag påsk')) === 1 ? '' : 'annandag påsk',
        weekday(at('Kristi himmelsfärds dag')) === 4 ? '' : 'Kristi himmelsfärds dag',
        weekday(at('pingstdagen')) === 0 ? '' : 'pingstdagen',
        weekday(at('midsommardagen')) === 6 &&
        monthDay('midsommardagen') >= '06-20' &&
        monthDay('midsommardagen') <= '06-26'
          ? ''
          : 'midsommardagen',
        weekday(at('midsommarafton')) === 5 &&
        monthDay('midsommarafton') >= '06-19' &&
        monthDay('midsommarafton') <= '06-25'
          ? ''
          : 'midsommarafton',
        weekday(at('alla helgons dag')) === 6 && monthDay('alla helgons dag') >= '10-31' ? '' : 'alla helgons dag',
        at('alla helgons dag') <= `${year}-11-06` ? '' : 'alla helgons dag after 6 Nov',
      ].filter(Boolean);
      expect(problems, String(year)).toEqual([]);
      for (const day of holidaysOf(year)) {
        expect(day.kind, `${year} ${day.name}`).toBe(DAYS_OFF.includes(day.name) ? 'dayOff' : 'publicHoliday');
        expect(holidayOn(day.date)).toEqual(day);
      }
    }
  });
});
