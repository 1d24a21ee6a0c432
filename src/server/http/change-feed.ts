import cluster, { type Worker } from 'node:cluster';
import type { FastifyInstance } from 'fastify';
import type { ListCache } from './list-cache';

const CHANGED = 'verkstan:data-changed';
const APPLIED = 'verkstan:data-change-applied';
const DONE = 'verkstan:data-change-done';

type Message = { type: typeof CHANGED; id: number; organisationId: string } | { type: typeof APPLIED; id: number } | { type: typeof DONE; id: number };

function isMessage(message: unknown): message is Message {
  const type = (message as { type?: unknown } | null)?.type;
  return type === CHANGED || type === APPLIED || type === DONE;
}

/** How long a writer waits for the other workers before answering anyway (a worker may be restarting). */
const ACK_TIMEOUT_MS = 1_000;

/**
 * Announces that a workshop's data changed, to this process's list cache and to every other worker
 * of the cluster, and resolves once all of them have dropped the workshop's pages. The writer awaits
 * it before answering, so the client's next read, on whichever worker, sees its own write.
 */
export class ChangeFeed {
  private nextId = 0;
  private readonly waiting = new Map<number, () => void>();

  constructor(private readonly cache: ListCache) {}

  async announce(organisationId: string): Promise<void> {
    this.cache.invalidate(organisationId);
    if (!cluster.isWorker || !process.send || !process.connected) return;
    const id = ++this.nextId;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(() => this.settle(id), ACK_TIMEOUT_MS);
      this.waiting.set(id, () => {
        clearTimeout(timer);
        resolve();
      });
      // The primary may be gone while this worker shuts down: then there is nobody left to tell.
      process.send!({ type: CHANGED, id, organisationId } satisfies Message, undefined, undefined, (error) => {
        if (error) this.settle(id);
      });
    });
  }

  /** In a cluster worker: applies the other workers' changes and settles our own announcements. */
  listen(): () => void {
    if (!cluster.isWorker) return () => undefined;
    const listener = (message: unknown) => {
      if (!isMessage(message)) return;
      if (message.type === CHANGED) {
        this.cache.invalidate(message.organisationId);
        process.send?.({ type: APPLIED, id: message.id } satisfies Message);
      } else if (message.type === DONE) {
        this.settle(message.id);
      }
    };
    process.on('message', listener);
    return () => process.off('message', listener);
  }

  private settle(id: number): void {
    const resolve = this.waiting.get(id);
    this.waiting.delete(id);
    resolve?.();
  }
}

/** A send to a worker that has just exited fails; without a callback that failure would be thrown as an event. */
function ignoreClosedChannel(): void {}

/** In the primary: passes each worker's change to the others and tells the writer once all have applied it. */
export function relayDataChanges(): void {
  let nextRelayId = 0;
  const relays = new Map<number, { writer: Worker; writerId: number; remaining: number }>();
  const finish = (relayId: number) => {
    const relay = relays.get(relayId);
    if (!relay || --relay.remaining > 0) return;
    relays.delete(relayId);
    if (relay.writer.isConnected()) relay.writer.send({ type: DONE, id: relay.writerId } satisfies Message, undefined, ignoreClosedChannel);
  };
  cluster.on('message', (sender, message: unknown) => {
    if (!isMessage(message)) return;
    if (message.type === APPLIED) return finish(message.id);
    if (message.type !== CHANGED) return;
    const others = Object.values(cluster.workers ?? {}).filter(
      (worker): worker is Worker => worker !== undefined && worker.id !== sender.id && worker.isConnected(),
    );
    const relayId = ++nextRelayId;
    relays.set(relayId, { writer: sender, writerId: message.id, remaining: others.length + 1 });
    for (const worker of others) {
      // A worker that exits meanwhile takes its pages with it: count it as done.
      worker.send({ type: CHANGED, id: relayId, organisationId: message.organisationId } satisfies Message, undefined, (error) => {
        if (error) finish(relayId);
      });
    }
    finish(relayId);
  });
  // A worker that dies before answering would leave its relays open; the writer's timeout covers it,
  // and dropping relays older than that keeps the map from growing.
  setInterval(() => {
    if (relays.size > 10_000) relays.clear();
  }, 60_000).unref();
}

/** Every write through the routes of `scope` announces its workshop's change before the answer leaves. */
export function announceWrites(scope: FastifyInstance, changes: ChangeFeed): void {
  scope.addHook('onSend', async (request) => {
    // Reads change nothing; a write refused before the session check has no workshop to announce.
    if (request.method === 'GET' || request.method === 'HEAD' || !request.user) return;
    await changes.announce(request.user.organisationId);
  });
}
