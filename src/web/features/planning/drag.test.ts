import { describe, expect, it } from 'vitest';
import type { Planning } from '../../../shared/planning';
import { daysFrom, moveBy, slotOf, timeOfSlot } from './board-time';
import { NO_PLACE_ROW, ON_SITE_ROW } from './board-rows';
import { bookingOfDrop } from './drag';

const dates = daysFrom('2026-03-30', 7);
const booking = {
  workOrderId: 'w1',
  start: '2026-03-31T07:00',
  end: '2026-03-31T09:00',
  assigneeIds: ['nils', 'anna'],
  bayId: null,
  onSite: false,
  address: null,
  version: 3,
  workOrder: {
    id: 'w1',
    number: 'AO-1',
    title: 'Service',
    status: 'Väntande',
    customerName: null,
    customerPhone: null,
    machine: null,
  },
} satisfies Planning['bookings'][number];

describe('the board’s clock', () => {
  it('places a time in its day’s column in quarters, and reads a quarter back', () => {
    expect(slotOf('2026-03-31T07:00', dates)).toBe(48 + 4);
    expect(timeOfSlot(48 + 4, dates)).toBe('2026-03-31T07:00');
    // Before the window is its start; after the last day, the board's end.
    expect(slotOf('2026-03-31T05:00', dates)).toBe(48);
    expect(slotOf('2026-04-20T07:00', dates)).toBe(7 * 48);
  });

  it('moves a job a day on by its start and keeps its length on the clock, also over days', () => {
    expect(moveBy('2026-03-31T07:00', '2026-03-31T09:00', 48, dates)).toEqual({
      start: '2026-04-01T07:00',
      end: '2026-04-01T09:00',
    });
    expect(moveBy('2026-03-31T15:00', '2026-04-01T08:00', 2, dates)).toEqual({
      start: '2026-03-31T15:30',
      end: '2026-04-01T08:30',
    });
  });
});

describe('a drop', () => {
  it('moves along a mechanic’s row with its version, and to another row swaps only the dragged mechanic', () => {
    const data = { kind: 'move' as const, booking, rowId: 'nils', label: 'AO-1 Service' };
    expect(bookingOfDrop({ data, rowId: 'nils', quarters: 0, slot: 0, dates }, 'members')).toBeNull();
    expect(bookingOfDrop({ data, rowId: 'erik', quarters: 48, slot: 0, dates }, 'members')!.values).toEqual({
      start: '2026-04-01T07:00',
      end: '2026-04-01T09:00',
      bayId: null,
      onSite: false,
      address: null,
      version: 3,
      assigneeIds: ['erik', 'anna'],
    });
  });

  it('resizes by the edge in quarters, never below one, and books a tray item for two hours where it lands', () => {
    const data = { kind: 'resize' as const, booking, rowId: 'nils', label: 'AO-1 Service' };
    expect(bookingOfDrop({ data, rowId: 'nils', quarters: 3, slot: 0, dates }, 'members')!.values.end).toBe(
      '2026-03-31T09:45',
    );
    expect(bookingOfDrop({ data, rowId: 'nils', quarters: -20, slot: 0, dates }, 'members')!.values.end).toBe(
      '2026-03-31T07:15',
    );
    const tray = { kind: 'tray' as const, target: { kind: 'due' as const, intervalId: 'i1', label: 'X' }, label: 'X' };
    expect(bookingOfDrop({ data: tray, rowId: 'hall', quarters: 0, slot: 48 + 4, dates }, 'bays')!.values).toEqual({
      start: '2026-03-31T07:00',
      end: '2026-03-31T09:00',
      bayId: 'hall',
      onSite: false,
      version: 0,
    });
  });

  it('per bay: to a bay, out on site keeping the address it had, or to no place at all', () => {
    const onSite = { ...booking, bayId: null, onSite: true, address: 'Gruvvägen 1, Kiruna' };
    const data = { kind: 'move' as const, booking: onSite, rowId: ON_SITE_ROW, label: 'AO-1 Service' };
    expect(bookingOfDrop({ data, rowId: ON_SITE_ROW, quarters: 4, slot: 0, dates }, 'bays')!.values).toMatchObject({
      start: '2026-03-31T08:00',
      onSite: true,
      address: 'Gruvvägen 1, Kiruna',
    });
    expect(bookingOfDrop({ data, rowId: 'hall', quarters: 0, slot: 0, dates }, 'bays')!.values).toMatchObject({
      bayId: 'hall',
      onSite: false,
      assigneeIds: ['nils', 'anna'],
    });
    expect(bookingOfDrop({ data, rowId: NO_PLACE_ROW, quarters: 0, slot: 0, dates }, 'bays')!.values).toMatchObject({
      bayId: null,
      onSite: false,
    });
  });
});
