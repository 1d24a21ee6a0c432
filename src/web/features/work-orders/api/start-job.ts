import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TimeEntry } from '../../../../shared/time';
import { apiJson } from '../../../lib/api-client';
import { deviceNow, writeOrQueue } from '../../../lib/offline/offline-write';
import { startInPack } from '../../../lib/offline/pack-timer';

/**
 * POST /workorders/{id}/timer from "Mina jobb": the caller's timer starts on the job (one running
 * elsewhere stops) and a waiting job is put in progress. Without signal it waits in the queue with the
 * device's time (`startedAt`) and the pack does both at once (FIELD.md decisions 6–7). Everything
 * read is read again: the timer bar and the job's status both changed.
 */
export function useStartJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (workOrderId: string) => {
      const path = `/workorders/${workOrderId}/timer`;
      const body = { startedAt: deviceNow() };
      return writeOrQueue<TimeEntry>({
        change: { kind: 'timerStart', label: 'Jobbet startat', method: 'POST', path, body, workOrderId },
        send: (key) => apiJson<TimeEntry>(path, { method: 'POST', body, idempotencyKey: key }),
        local: (pack) => startInPack(pack, workOrderId, body.startedAt),
      });
    },
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
