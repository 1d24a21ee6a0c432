import type { TimeEntry } from '../../../../shared/time';
import { apiJson } from '../../../lib/api-client';
import { useTimeMutation } from './time-key';

/**
 * DELETE /timer: stops it, rounded up to the quarter hour; at the device's time (`at`) when queued
 * offline. The bar that stops it is on every signed-in screen: the queue and the offline timer load at
 * the press, not with the screen.
 */
export function useStopTimer() {
  return useTimeMutation(async () => {
    const at = new Date().toISOString();
    const body = { at };
    const [{ writeOrQueue }, { stopInPack }] = await Promise.all([
      import('../../../lib/offline/offline-write'),
      import('../../../lib/offline/pack-timer'),
    ]);
    return writeOrQueue<TimeEntry>({
      change: { kind: 'timerStop', label: 'Timern stoppad', method: 'DELETE', path: '/timer', body },
      send: (key) => apiJson<TimeEntry>('/timer', { method: 'DELETE', body, idempotencyKey: key }),
      local: (pack) => stopInPack(pack, at),
    });
  });
}
