import { describe, expect, it } from 'vitest';
import type { FieldPack } from './field-pack-shape';
import { addEntryInPack, startInPack, stopInPack } from './pack-timer';

const job = (id: string, workOrderNumber: string) =>
  ({ id, workOrderNumber, timeEntries: [] }) as unknown as FieldPack['workOrders'][number];
const pack = {
  generatedAt: '2026-11-28T05:00:00.000Z',
  workOrders: [job('wo1', 'AO-1001'), job('wo2', 'AO-1002')],
  parts: [],
  rates: [
    { id: 'km', name: 'Milersättning', unit: 'km', price: 12.5, isDefault: false },
    { id: 'h', name: 'Verkstadstimme', unit: 'h', price: 850, isDefault: true },
  ],
  me: { id: 'u1', name: 'Nils Berg', checkedIn: true },
} as unknown as FieldPack;

describe('the timer without signal', () => {
  it('starts at the device’s time on the default hourly rate, and stops rounded up to the quarter', () => {
    const started = startInPack(pack, 'wo1', '2026-11-28T06:02:00.000Z')!;
    expect(started.result).toMatchObject({
      workOrderNumber: 'AO-1001',
      rateId: 'h',
      startedAt: '2026-11-28T06:02:00.000Z',
    });
    const stopped = stopInPack(started.pack, '2026-11-28T06:40:00.000Z')!;
    expect(stopped.result).toMatchObject({ endedAt: '2026-11-28T06:40:00.000Z', hours: 0.75 });
    expect(stopped.pack.timer).toBeNull();
    expect(stopped.pack.workOrders[0]!.timeEntries).toHaveLength(1);
  });

  it('moves to another job as the server does: the running one stops first', () => {
    const first = startInPack(pack, 'wo1', '2026-11-28T06:00:00.000Z')!;
    const second = startInPack(first.pack, 'wo2', '2026-11-28T07:10:00.000Z')!;
    expect(second.pack.timer).toMatchObject({ workOrderId: 'wo2' });
    expect(second.pack.workOrders[0]!.timeEntries).toMatchObject([{ hours: 1.25 }]);
  });

  it('puts a waiting job in progress when its timer starts, and leaves a job under way as it is', () => {
    const waiting = {
      ...pack,
      workOrders: pack.workOrders.map((one, index) => ({ ...one, status: index === 0 ? 'Väntande' : 'Klar' })),
    } as FieldPack;
    const started = startInPack(waiting, 'wo1', '2026-11-28T06:00:00.000Z')!;
    expect(started.pack.workOrders.map((one) => one.status)).toEqual(['Pågående', 'Klar']);
    expect(startInPack(started.pack, 'wo1', '2026-11-28T06:30:00.000Z')!.pack.workOrders[0]!.status).toBe('Pågående');
  });

  it('has nothing to stop when none runs, and no job outside the pack to start on', () => {
    expect(stopInPack(pack, '2026-11-28T07:00:00.000Z')).toBeNull();
    expect(startInPack(pack, 'wo-unknown', '2026-11-28T07:00:00.000Z')).toBeNull();
  });

  it('adds time typed by hand to its job, "1,5" read as 1.5 hours', () => {
    const added = addEntryInPack(pack, { workOrderId: 'wo2', rateId: 'h', date: '2026-11-28', hours: '1,5' })!;
    expect(added.result).toMatchObject({ hours: 1.5, kilometres: null, workOrderNumber: 'AO-1002' });
    expect(added.pack.workOrders[1]!.timeEntries).toHaveLength(1);
  });
});
