import { describe, expect, it } from 'vitest';
import type { Planning } from '../../../shared/planning';
import { blockWords } from './block-words';
import { HOUR_MARKS } from './board-time';

const booking = (workOrder: Partial<Planning['bookings'][number]['workOrder']>) =>
  ({
    workOrderId: 'w1',
    start: '2026-03-31T07:00',
    end: '2026-03-31T09:30',
    assigneeIds: ['nils'],
    bayId: null,
    onSite: false,
    address: null,
    version: 1,
    workOrder: {
      id: 'w1',
      number: 'AO-20260331-482',
      title: 'Byte av hydraulslang på bomcylindern',
      status: 'Väntande',
      customerName: 'Åkeri Nord AB',
      customerPhone: null,
      machine: 'Volvo EC220E',
      ...workOrder,
    },
  }) satisfies Planning['bookings'][number];

describe('what a block on the board says', () => {
  it('puts the job’s number on the first line, then the customer and the machine', () => {
    expect(blockWords(booking({})).lines).toEqual(['AO-20260331-482', 'Åkeri Nord AB', 'Volvo EC220E']);
  });

  it('leaves out what the job lacks, never the number', () => {
    expect(blockWords(booking({ customerName: null, machine: null })).lines).toEqual(['AO-20260331-482']);
  });

  it('says the whole of it, title and time included, for the tooltip and a screen reader', () => {
    const words = blockWords(booking({}));
    expect(words.description).toBe(
      'AO-20260331-482 Byte av hydraulslang på bomcylindern, Åkeri Nord AB, Volvo EC220E, 07:00–09:30',
    );
    expect(words.ariaLabel).toBe(`${words.description}. Enter öppnar Flytta.`);
  });
});

describe('a day’s scale', () => {
  it('names every hour of the board’s day at its start, 06 to 17', () => {
    expect(HOUR_MARKS).toEqual(['06', '07', '08', '09', '10', '11', '12', '13', '14', '15', '16', '17']);
  });
});
