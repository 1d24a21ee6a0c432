import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '../../../shared/auth';
import type { WorkOrder } from '../../../shared/work-orders';
import { ApiError } from '../api-client';
import { readPack, storePack } from './field-pack';
import type { FieldPack } from './field-pack-shape';
import { clearOfflineData } from './offline-db';
import { writeOrQueue, type OfflineWrite } from './offline-write';
import { enqueue, queuedChanges } from './outbox';
import { orFromPack } from './pack-fallback';
import { editJob } from './pack-edits';

const user = { id: 'u1', name: 'Erik Lund' } as User;
const job = { id: 'wo1', workOrderNumber: 'AO-1001', title: 'Service', todoList: [{ text: 'Byt olja', done: false }] };
const pack = {
  generatedAt: '2026-11-28T06:00:00.000Z',
  from: '2026-11-28',
  to: '2026-11-30',
  workOrders: [{ ...job, checklist: [{ index: 0, text: 'Byt olja', done: false }] }],
  parts: [],
  rates: [],
  me: { id: 'u1', name: 'Erik Lund', checkedIn: false },
} as unknown as FieldPack;
const noSignal = () => new ApiError(0, 'Kunde inte nå servern. Kontrollera anslutningen och försök igen.');

/** Ticking the job's first point, with a server that answers as `send` does. */
const tick = (send: OfflineWrite<WorkOrder>['send']): OfflineWrite<WorkOrder> => ({
  change: {
    kind: 'checklist',
    label: 'Bockade av "Byt olja"',
    method: 'PUT',
    path: '/workorders/wo1/checklist/0',
    body: { done: true },
  },
  send,
  local: (kept) => editJob(kept, 'wo1', (one) => ({ ...one, todoList: [{ text: 'Byt olja', done: true }] })),
});
const setOnline = (isOnline: boolean) => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(isOnline);

beforeEach(async () => {
  await clearOfflineData();
  await storePack(user, pack);
});
afterEach(() => vi.restoreAllMocks());

describe('a change made in the field', () => {
  it('offline: waits in the queue and shows at once in the pack, without a request', async () => {
    setOnline(false);
    const send = vi.fn();
    const answer = await writeOrQueue(tick(send));
    expect(send).not.toHaveBeenCalled();
    expect(answer.todoList).toEqual([{ text: 'Byt olja', done: true }]);
    expect((await readPack('u1'))!.workOrders[0]!.todoList).toEqual([{ text: 'Byt olja', done: true }]);
    expect(await queuedChanges()).toMatchObject([{ path: '/workorders/wo1/checklist/0', state: 'waiting' }]);
  });

  it('online: goes straight to the server with a key, and nothing is queued', async () => {
    setOnline(true);
    const send = vi.fn(async (key: string) => ({ ...job, key }) as unknown as WorkOrder);
    await writeOrQueue(tick(send));
    expect(send).toHaveBeenCalledOnce();
    expect(await queuedChanges()).toEqual([]);
    // The pack follows: what was done with signal can be carried on without it.
    expect((await readPack('u1'))!.workOrders[0]!.todoList).toEqual([{ text: 'Byt olja', done: true }]);
  });

  it('answer lost on the way: queued under the key it was sent with, so a resend is carried out once', async () => {
    setOnline(true);
    let sentKey = '';
    await writeOrQueue(
      tick(async (key) => {
        sentKey = key;
        throw noSignal();
      }),
    );
    const [queued] = await queuedChanges();
    expect(queued!.key).toBe(sentKey);
  });

  it('online while older changes wait: queued behind them, never sent ahead', async () => {
    setOnline(true);
    await enqueue({
      kind: 'checkIn',
      label: 'Stämplade in',
      method: 'POST',
      path: '/staff-ledger/check-in',
      key: 'k0',
      madeAt: '2026-11-28T06:58:00.000Z',
    });
    const send = vi.fn();
    await writeOrQueue(tick(send));
    expect(send).not.toHaveBeenCalled();
    expect((await queuedChanges()).map((queued) => queued.path)).toEqual([
      '/staff-ledger/check-in',
      '/workorders/wo1/checklist/0',
    ]);
  });

  it('a refusal online is the screen’s to show, not queued', async () => {
    setOnline(true);
    const refusal = new ApiError(409, 'Arbetsordern är fakturerad och kan inte ändras.');
    await expect(writeOrQueue(tick(() => Promise.reject(refusal)))).rejects.toBe(refusal);
    expect(await queuedChanges()).toEqual([]);
  });

  it('a job the pack does not keep cannot be changed offline: the screen is told, nothing is queued', async () => {
    setOnline(false);
    const other = { ...tick(vi.fn()), local: (kept: FieldPack) => editJob(kept, 'wo-other', (one) => one) };
    await expect(writeOrQueue(other)).rejects.toThrow('Ändringen kan inte göras offline');
    expect(await queuedChanges()).toEqual([]);
  });
});

describe('a read without signal', () => {
  it('answers from the pack when the server cannot be reached', async () => {
    const kept = await orFromPack(
      () => Promise.reject(noSignal()),
      (current) => current.workOrders.find((one) => one.id === 'wo1')?.title,
    );
    expect(kept).toBe('Service');
  });

  it('lets the server’s own refusal stand, and the network’s error when the pack lacks it', async () => {
    const notFound = new ApiError(404, 'Arbetsordern finns inte.');
    await expect(
      orFromPack(
        () => Promise.reject(notFound),
        () => 'ur paketet',
      ),
    ).rejects.toBe(notFound);
    await expect(
      orFromPack(
        () => Promise.reject(noSignal()),
        () => undefined,
      ),
    ).rejects.toThrow('Kunde inte nå servern');
  });
});
