import { describe, expect, it } from 'vitest';
import { DEFAULT_OPENING_HOURS, type Planning } from '../../../shared/planning';
import { daysOutsideHours, warningOf } from './board-marks';

const job = (id: string, start: string, end: string, assigneeIds: string[] = []) => ({
  workOrderId: id,
  start,
  end,
  assigneeIds,
  bayId: null,
  onSite: false,
  address: null,
  version: 1,
  workOrder: {
    id,
    number: `AO-${id}`,
    title: 'Service',
    status: 'Väntande',
    customerName: null,
    customerPhone: null,
    machine: null,
  },
});

const planning = (bookings: Planning['bookings']): Planning => ({
  from: '2026-06-15',
  to: '2026-06-21',
  view: 'members',
  members: [{ id: 'nils', name: 'Nils Lund' }],
  bays: [],
  hours: DEFAULT_OPENING_HOURS,
  holidays: [{ date: '2026-06-19', name: 'midsommarafton' }],
  bookings,
  absences: [],
  unbooked: [],
  dueServices: [],
});

describe('the marks on a block', () => {
  it('finds the days outside the opening hours as the server’s warning does', () => {
    const hours = DEFAULT_OPENING_HOURS;
    expect(daysOutsideHours(hours, '2026-06-16T07:00', '2026-06-16T16:00')).toEqual([]);
    expect(daysOutsideHours(hours, '2026-06-16T06:00', '2026-06-16T09:00')).toEqual(['2026-06-16']);
    expect(daysOutsideHours(hours, '2026-06-16T15:00', '2026-06-16T17:00')).toEqual(['2026-06-16']);
    // Over days: starts and ends inside an opening, every day between open; a weekend between is not.
    expect(daysOutsideHours(hours, '2026-06-16T14:00', '2026-06-18T10:00')).toEqual([]);
    expect(daysOutsideHours(hours, '2026-06-19T14:00', '2026-06-22T10:00')).toEqual(['2026-06-20', '2026-06-21']);
    // Saturday, and a job that runs to midnight (its end is that day's, not the next's).
    expect(daysOutsideHours(hours, '2026-06-20T08:00', '2026-06-20T10:00')).toEqual(['2026-06-20']);
    expect(daysOutsideHours(hours, '2026-06-16T07:00', '2026-06-17T00:00')).toEqual(['2026-06-16']);
  });

  it('names the outside hours, the holiday and a mechanic booked twice, in Swedish', () => {
    const early = job('1', '2026-06-19T06:00', '2026-06-19T09:00', ['nils']);
    const other = job('2', '2026-06-19T08:00', '2026-06-19T10:00', ['nils']);
    expect(warningOf(early, planning([early, other]))).toBe(
      'Bokningen ligger utanför öppettiderna (fredag 2026-06-19). Nils Lund är redan bokad på AO-2 samtidigt. Bokningen ligger på midsommarafton (2026-06-19).',
    );
    const calm = job('3', '2026-06-16T07:00', '2026-06-16T09:00', ['nils']);
    expect(warningOf(calm, planning([calm]))).toBeUndefined();
  });
});
