import { useEffect, useState } from 'react';
import type { User } from '../../../shared/auth';
import { apiJson } from '../api-client';
import type { QueuedChange } from './change';
import { refreshKeptPack } from './field-pack';
import { clearOfflineData, packUser } from './offline-db';
import { onOutboxChange } from './outbox';
import { sendWaiting } from './send-outbox';

/** While changes wait, a round every 30 s (FIELD.md decision 7): never Background Sync, which Safari lacks. */
const ROUND_EVERY_MS = 30_000;

/** One queued change on its way: the request as it was made, under its key. */
export async function sendChange(change: QueuedChange): Promise<unknown> {
  if (!change.upload) {
    return apiJson<unknown>(change.path, { method: change.method, body: change.body, idempotencyKey: change.key });
  }
  // A photo: the multipart body built by the browser, then sent as a file with its boundary.
  const form = new FormData();
  for (const [name, value] of Object.entries(change.upload.fields)) form.append(name, value);
  form.append('file', change.upload.file, change.upload.fileName);
  const request = new Request('/', { method: 'POST', body: form });
  const file = { data: await request.blob(), contentType: request.headers.get('Content-Type') ?? '' };
  return apiJson<unknown>(change.path, { method: 'POST', file, idempotencyKey: change.key });
}

/**
 * Keeps the device's offline data going for the signed-in member: sends what waits at opening, at
 * the `online` event and every 30 s, and fetches the pack again when the connection returns.
 * `onSent` lets the screens read again once the server has the changes. Answers the stop function.
 */
export function startOfflineSync(user: User, onSent: () => void): () => void {
  let isStopped = false;
  const round = async () => {
    if (isStopped || !navigator.onLine) return;
    const { sent, refused, waiting } = await sendWaiting(sendChange);
    if (sent + refused > 0) onSent();
    if (waiting === 0 && sent + refused > 0) await refreshKeptPack(user);
  };
  const start = async () => {
    // Another member's data on a shared device is never sent with this one's session.
    const owner = await packUser();
    if (owner && owner.id !== user.id) await clearOfflineData();
    // Asked once: a browser may otherwise clear IndexedDB under storage pressure, queue and all.
    await navigator.storage?.persist?.().catch(() => false);
    await round();
  };
  const onOnline = () =>
    void round()
      .then(() => refreshKeptPack(user))
      .catch(() => undefined);
  // Queued while online (older changes waited, or an answer was lost): sent behind them at once.
  const stopListening = onOutboxChange((what) => {
    if (what === 'added') void round().catch(() => undefined);
  });
  void start().catch(() => undefined);
  window.addEventListener('online', onOnline);
  const timer = setInterval(() => void round().catch(() => undefined), ROUND_EVERY_MS);
  return () => {
    isStopped = true;
    stopListening();
    window.removeEventListener('online', onOnline);
    clearInterval(timer);
  };
}

/** Whether the browser says it has a connection, redrawn at `online` / `offline`. */
export function useIsOnline(): boolean {
  const [isOnline, setOnline] = useState(() => typeof navigator === 'undefined' || navigator.onLine);
  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  return isOnline;
}
