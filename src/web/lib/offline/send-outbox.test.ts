import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api-client';
import type { QueuedChange } from './change';
import { clearOfflineData } from './offline-db';
import { enqueue, queuedChanges, retryChange } from './outbox';
import { sendWaiting, SIGNATURE_AFTER_REFUSED } from './send-outbox';

const change = (path: string) => ({
  kind: 'checklist' as const,
  label: `Ändring ${path}`,
  method: 'PUT' as const,
  path,
  body: { done: true },
  key: `nyckel-${path}`,
  madeAt: '2026-11-28T07:02:00.000Z',
});

/** A server that answers each path as told, and remembers what reached it with which key. */
function server(answers: Record<string, () => never> = {}) {
  const received: Array<{ path: string; key: string }> = [];
  const send = async (queued: QueuedChange) => {
    received.push({ path: queued.path, key: queued.key });
    answers[queued.path]?.();
  };
  return { received, send };
}
const unreachable = () => {
  throw new ApiError(0, 'Kunde inte nå servern. Kontrollera anslutningen och försök igen.');
};
const invoiced = () => {
  throw new ApiError(409, 'Arbetsordern är fakturerad och kan inte ändras.', [], 'work_order.locked');
};

beforeEach(async () => {
  await clearOfflineData();
});
afterEach(() => vi.restoreAllMocks());

describe('the outgoing queue', () => {
  it('sends the changes oldest first, each once, and empties the queue', async () => {
    for (const path of ['/a', '/b', '/c']) await enqueue(change(path));
    const { received, send } = server();
    expect(await sendWaiting(send)).toEqual({ sent: 3, refused: 0, waiting: 0 });
    expect(received.map((call) => call.path)).toEqual(['/a', '/b', '/c']);
    expect(await queuedChanges()).toEqual([]);
    await sendWaiting(send);
    expect(received).toHaveLength(3);
  });

  it('stops where the server cannot be reached, and later goes on in order under the same keys', async () => {
    for (const path of ['/a', '/b', '/c']) await enqueue(change(path));
    const first = server({ '/b': unreachable });
    expect(await sendWaiting(first.send)).toEqual({ sent: 1, refused: 0, waiting: 2 });
    // /c was not sent before /b: nothing overtakes an older change.
    expect(first.received.map((call) => call.path)).toEqual(['/a', '/b']);
    const left = await queuedChanges();
    expect(left.map((queued) => [queued.path, queued.state, queued.attempts])).toEqual([
      ['/b', 'waiting', 1],
      ['/c', 'waiting', 0],
    ]);
    const second = server();
    await sendWaiting(second.send);
    expect(second.received).toEqual([
      { path: '/b', key: 'nyckel-/b' },
      { path: '/c', key: 'nyckel-/c' },
    ]);
  });

  it.each([
    ['a server error', new ApiError(503, 'Tjänsten är inte tillgänglig.')],
    ['too many requests', new ApiError(429, 'För många förfrågningar.')],
    ['an ended session (sent once the member signs in again)', new ApiError(401, 'Sessionen har gått ut.')],
    [
      'the same key still being carried out',
      new ApiError(409, 'Samma begäran behandlas redan', [], 'request.idempotency_in_progress'),
    ],
  ])('keeps a change waiting after %s', async (_name, error) => {
    await enqueue(change('/a'));
    const result = await sendWaiting(async () => {
      throw error;
    });
    expect(result).toEqual({ sent: 0, refused: 0, waiting: 1 });
    expect((await queuedChanges())[0]).toMatchObject({ state: 'waiting', attempts: 1 });
  });

  it('keeps a refused change with the server’s reason and sends the ones after it', async () => {
    for (const path of ['/a', '/b', '/c']) await enqueue(change(path));
    const { received, send } = server({ '/b': invoiced });
    expect(await sendWaiting(send)).toEqual({ sent: 2, refused: 1, waiting: 0 });
    expect(received.map((call) => call.path)).toEqual(['/a', '/b', '/c']);
    const left = await queuedChanges();
    expect(left).toHaveLength(1);
    expect(left[0]).toMatchObject({
      path: '/b',
      state: 'refused',
      reason: 'Arbetsordern är fakturerad och kan inte ändras.',
    });
    // A later round leaves it alone: only the user retries, edits or discards it.
    await sendWaiting(send);
    expect(received).toHaveLength(3);
    expect(await queuedChanges()).toHaveLength(1);
  });

  it('holds back a signature made after a refused change on its job, and sends it once that is settled', async () => {
    const onJob = (path: string, workOrderId: string) => ({ ...change(path), workOrderId });
    await enqueue(onJob('/w1/materials', 'w1'));
    await enqueue(onJob('/w2/checklist', 'w2'));
    await enqueue({ ...onJob('/w1/signature', 'w1'), kind: 'signature' });
    const first = server({ '/w1/materials': invoiced });
    expect(await sendWaiting(first.send)).toEqual({ sent: 1, refused: 2, waiting: 0 });
    // The customer signed for the part the server refused: that signature never reached the server.
    expect(first.received.map((call) => call.path)).toEqual(['/w1/materials', '/w2/checklist']);
    const [material, signature] = await queuedChanges();
    expect(signature).toMatchObject({ path: '/w1/signature', state: 'refused', reason: SIGNATURE_AFTER_REFUSED });
    await retryChange(material!);
    await retryChange(signature!);
    const second = server();
    expect(await sendWaiting(second.send)).toEqual({ sent: 2, refused: 0, waiting: 0 });
    expect(second.received.map((call) => call.path)).toEqual(['/w1/materials', '/w1/signature']);
  });

  it('retries a refused change under a new key, edited if the user changed it', async () => {
    await enqueue({ ...change('/materials'), body: { quantity: '5' } });
    await sendWaiting(server({ '/materials': invoiced }).send);
    const [refused] = await queuedChanges();
    await retryChange(refused!, { quantity: '2' });
    const again = server();
    expect(await sendWaiting(again.send)).toEqual({ sent: 1, refused: 0, waiting: 0 });
    // The server keeps a refusal under its key: the same key would only be refused again.
    expect(again.received[0]!.key).not.toBe('nyckel-/materials');
    expect(await queuedChanges()).toEqual([]);
  });

  it('sends a change made during a round in that round, behind the older ones', async () => {
    await enqueue(change('/a'));
    const received: string[] = [];
    await sendWaiting(async (queued) => {
      received.push(queued.path);
      if (queued.path === '/a') await enqueue(change('/b'));
    });
    expect(received).toEqual(['/a', '/b']);
    expect(await queuedChanges()).toEqual([]);
  });

  it('runs one round at a time: two starts at once send each change once', async () => {
    for (const path of ['/a', '/b']) await enqueue(change(path));
    const { received, send } = server();
    await Promise.all([sendWaiting(send), sendWaiting(send)]);
    expect(received.map((call) => call.path)).toEqual(['/a', '/b']);
  });
});
