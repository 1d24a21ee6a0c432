import { ApiError } from '../api-client';
import type { QueuedChange } from './change';
import { putChange, queuedChanges, removeChange } from './outbox';

/** What sending one change came to. */
export type SendOutcome = { kind: 'sent' } | { kind: 'unreachable' } | { kind: 'refused'; reason: string };

/**
 * A failure as the queue sees it. No answer, a 5xx, 408 and 429 (and the server still carrying out the
 * same key) are passing: the change waits for the next round. So does 401: the session ended, and the
 * member's changes go once they sign in again. Any other 4xx is the server's no, with its Swedish
 * reason: it goes to the user (FIELD.md decision 7), it would not get better by itself.
 */
export function outcomeOf(error: unknown): SendOutcome {
  if (!(error instanceof ApiError)) return { kind: 'unreachable' };
  const passing =
    error.status === 0 ||
    error.status === 401 ||
    error.status >= 500 ||
    error.status === 408 ||
    error.status === 429 ||
    error.code === 'request.idempotency_in_progress';
  return passing ? { kind: 'unreachable' } : { kind: 'refused', reason: error.message };
}

export interface OutboxStore {
  list(): Promise<QueuedChange[]>;
  put(change: QueuedChange): Promise<void>;
  remove(seq: number): Promise<void>;
}
const idbStore: OutboxStore = { list: queuedChanges, put: putChange, remove: removeChange };

export interface RoundResult {
  sent: number;
  refused: number;
  /** Changes still waiting (the server could not be reached midway). */
  waiting: number;
}

let running: Promise<RoundResult> | null = null;

/** Why a signature waits for the user: a change on its job made before it was refused. */
export const SIGNATURE_AFTER_REFUSED =
  'Kunden signerade jobbet med en ändring som inte kunde skickas. Försök igen med den eller ta bort den först.';

/**
 * The customer signs for the job as the device showed it (FIELD.md decision 5: the content's SHA-256
 * at that moment, taken by the server when the signature arrives). Sent in order, the job's earlier
 * changes are there before it; one of them refused, the server would hash another content. So the
 * signature is not sent then: it waits beside the refused change for the user's choice.
 */
const signsRefusedWork = (change: QueuedChange, all: QueuedChange[]) =>
  change.kind === 'signature' &&
  all.some(
    (other) =>
      other.state === 'refused' && other.workOrderId === change.workOrderId && (other.seq ?? 0) < (change.seq ?? 0),
  );

/**
 * Sends the waiting changes, oldest first, one at a time (FIELD.md decision 7). A change is removed only
 * once the server has answered it; lost on the way, it is sent again with the same key and the server
 * answers what it did the first time. When the server cannot be reached the round stops there, so that
 * nothing overtakes an older change. A refused change stays, with the reason, and the round goes on:
 * the others (a check-out, another job's ticks) do not depend on it.
 * Rounds never overlap (the interval and the `online` event may both start one).
 */
export function sendWaiting(send: (change: QueuedChange) => Promise<unknown>, store = idbStore): Promise<RoundResult> {
  running ??= oneRound(send, store).finally(() => {
    running = null;
  });
  return running;
}

async function oneRound(send: (change: QueuedChange) => Promise<unknown>, store: OutboxStore): Promise<RoundResult> {
  const result: RoundResult = { sent: 0, refused: 0, waiting: 0 };
  // The list is read again after each change: one queued meanwhile goes in this round, behind the rest.
  for (;;) {
    const all = await store.list();
    const waiting = all.filter((change) => change.state === 'waiting');
    const change = waiting[0];
    if (!change) return result;
    let outcome: SendOutcome;
    if (signsRefusedWork(change, all)) outcome = { kind: 'refused', reason: SIGNATURE_AFTER_REFUSED };
    else
      try {
        await send(change);
        outcome = { kind: 'sent' };
      } catch (error) {
        outcome = outcomeOf(error);
      }
    if (outcome.kind === 'unreachable') {
      await store.put({ ...change, attempts: change.attempts + 1 });
      result.waiting = waiting.length;
      return result;
    }
    if (outcome.kind === 'sent') {
      await store.remove(change.seq!);
      result.sent++;
    } else {
      await store.put({ ...change, state: 'refused', reason: outcome.reason, attempts: change.attempts + 1 });
      result.refused++;
    }
  }
}
