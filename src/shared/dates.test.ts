import { describe, expect, it } from 'vitest';
import { formatDateTime, isoWeekOf, mondayOf, stockholmInstant } from './dates';

describe('ISO weeks', () => {
  it.each([
    ['2026-11-25', '2026-W48'],
    ['2026-01-01', '2026-W01'],
    ['2026-12-31', '2026-W53'],
    ['2027-01-03', '2026-W53'],
    ['2027-01-04', '2027-W01'],
    ['2024-12-30', '2025-W01'],
    ['2021-01-03', '2020-W53'],
  ])('puts %s in %s', (date, week) => expect(isoWeekOf(date)).toBe(week));

  it('starts a week on Monday', () => {
    expect(mondayOf('2026-11-25')).toBe('2026-11-23');
    expect(mondayOf('2026-11-29')).toBe('2026-11-23');
    expect(mondayOf('2026-11-23')).toBe('2026-11-23');
  });
});

describe('a time on a Swedish clock', () => {
  it.each([
    ['2026-06-15', '08:00', '2026-06-15T06:00:00.000Z'],
    ['2026-01-15', '8.00', '2026-01-15T07:00:00.000Z'],
    ['2026-03-29', '03:30', '2026-03-29T01:30:00.000Z'],
    ['2026-10-25', '23:59', '2026-10-25T22:59:00.000Z'],
  ])('reads %s %s as %s and shows it back', (date, time, iso) => {
    expect(stockholmInstant(date, time)).toBe(iso);
    expect(formatDateTime(iso)).toBe(`${date} ${time.replace('.', ':').padStart(5, '0')}`);
  });

  it.each([
    ['2026-06-15', '24:00'],
    ['2026-06-15', '7'],
    ['2026-02-30', '08:00'],
    ['2026-06-15', ''],
  ])('refuses %s %j', (date, time) => expect(stockholmInstant(date, time)).toBeNull());
});
