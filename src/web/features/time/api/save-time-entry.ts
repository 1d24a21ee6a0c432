import type { TimeEntry, TimeEntryInput } from '../../../../shared/time';
import { apiJson } from '../../../lib/api-client';
import { deviceNow, writeOrQueue } from '../../../lib/offline/offline-write';
import { addEntryInPack } from '../../../lib/offline/pack-timer';
import { useTimeMutation } from './time-key';

type Values = Record<string, unknown> & Pick<TimeEntryInput, 'workOrderId'>;

/** POST /time or PUT /time/{id}. A new entry (time or kilometres) waits in the queue without signal. */
export function useSaveTimeEntry() {
  return useTimeMutation(({ id, values }: { id?: string | undefined; values: Values }) => {
    if (id) return apiJson<TimeEntry>(`/time/${id}`, { method: 'PUT', body: values });
    // The device's time of the entry, kept as its createdAt when it was made offline.
    const body = { ...values, at: deviceNow() };
    const amount = values.kilometres !== undefined ? `${String(values.kilometres)} km` : `${String(values.hours)} h`;
    return writeOrQueue<TimeEntry>({
      change: {
        kind: 'time',
        label: `Tid: ${amount}`,
        method: 'POST',
        path: '/time',
        body,
        workOrderId: values.workOrderId,
      },
      send: (key) => apiJson<TimeEntry>('/time', { method: 'POST', body, idempotencyKey: key }),
      local: (pack) => addEntryInPack(pack, values),
    });
  });
}
