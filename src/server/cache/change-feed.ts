import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** The workshop a public call (a customer's link) changed: announced like a member's write. */
    changedWorkshop: string | null;
  }
}
import type { Broadcast } from './broadcast';
import type { ListCache } from './list-cache';

const TOPIC = 'data-changed';

/**
 * Announces that a workshop's data changed, to this process's list cache and to every other server
 * on the database, and resolves once all of them have dropped the workshop's pages. The writer awaits
 * it before answering, so the client's next read, on whichever server, sees its own write.
 */
export class ChangeFeed {
  private readonly stop: () => void;
  /** Who wants to hear of a workshop's changes as they happen (the planning board's stream). */
  private readonly watchers = new Map<string, Set<() => void>>();

  constructor(
    cache: ListCache,
    private readonly broadcast: Broadcast,
  ) {
    this.stop = broadcast.subscribe(TOPIC, {
      onMessage: (organisationId) => {
        if (typeof organisationId !== 'string') return;
        cache.invalidate(organisationId);
        for (const watcher of this.watchers.get(organisationId) ?? []) watcher();
      },
      // Messages may have been missed: every watcher reads again.
      onReset: () => {
        cache.invalidateAll();
        for (const watchers of this.watchers.values()) for (const watcher of watchers) watcher();
      },
    });
  }

  announce(organisationId: string): Promise<void> {
    return this.broadcast.publish(TOPIC, organisationId);
  }

  /** Calls `onChange` after each change of the workshop's data, made on any server, until the returned stop. */
  watch(organisationId: string, onChange: () => void): () => void {
    let watchers = this.watchers.get(organisationId);
    if (!watchers) this.watchers.set(organisationId, (watchers = new Set()));
    watchers.add(onChange);
    return () => {
      watchers.delete(onChange);
      if (watchers.size === 0) this.watchers.delete(organisationId);
    };
  }

  close(): void {
    this.stop();
  }
}

/** Every write through the routes of `scope` announces its workshop's change before the answer leaves. */
export function announceWrites(scope: FastifyInstance, changes: ChangeFeed): void {
  scope.addHook('onSend', async (request) => {
    // Reads change nothing; a write refused before the session check has no workshop to announce.
    if (request.method === 'GET' || request.method === 'HEAD' || !request.user) return;
    await changes.announce(request.user.organisationId);
  });
}

/**
 * A customer's writes on a public link (a quote accepted or declined) change a workshop too: the job
 * an acceptance makes must reach the office's kept lists and the planning board's stream at once. A
 * public route names the workshop it changed in `request.changedWorkshop`.
 */
export function announceOutsideWrites(scope: FastifyInstance, changes: ChangeFeed): void {
  scope.decorateRequest('changedWorkshop', null);
  scope.addHook('onSend', async (request) => {
    if (request.changedWorkshop) await changes.announce(request.changedWorkshop);
  });
}
