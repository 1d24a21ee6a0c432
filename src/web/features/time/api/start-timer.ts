import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TimeEntry } from '../../../../shared/time';
import { apiJson } from '../../../lib/api-client';
import { deviceNow, writeOrQueue } from '../../../lib/offline/offline-write';
import { startInPack } from '../../../lib/offline/pack-timer';
import { timeKey } from './time-key';

/**
 * POST /workorders/{id}/timer: starts the caller's timer here (one running elsewhere stops first).
 * It carries the device's time (`startedAt`): queued without signal, it starts when it was pressed.
 */
export function useStartTimer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (workOrderId: string) => {
      const path = `/workorders/${workOrderId}/timer`;
      const at = deviceNow();
      const body = { startedAt: at };
      return writeOrQueue<TimeEntry>({
        change: { kind: 'timerStart', label: 'Timern startad', method: 'POST', path, body, workOrderId },
        send: (key) => apiJson<TimeEntry>(path, { method: 'POST', body, idempotencyKey: key }),
        local: (pack) => startInPack(pack, workOrderId, at),
      });
    },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: timeKey });
      // The server puts a waiting job in progress: the job's page and the lists read it again (the work orders' key).
      await queryClient.invalidateQueries({ queryKey: ['work-orders'] });
    },
  });
}
