import type { WorkOrder } from '../../../../shared/work-orders';
import { apiJson } from '../../../lib/api-client';
import { editJob } from '../../../lib/offline/pack-edits';
import { deviceNow, writeOrQueue } from '../../../lib/offline/offline-write';
import { useWorkbenchMutation } from './workbench-mutation';

type Tick = { id: string; index: number; done: boolean; text?: string | undefined };

/**
 * PUT /workorders/{id}/checklist/{index}; the point's text makes a reordered list answer 409, not tick
 * another. Without signal it waits in the device's queue and the pack shows it ticked.
 */
export function useTickChecklistItem() {
  return useWorkbenchMutation(({ id, index, done, text }: Tick) => {
    const path = `/workorders/${id}/checklist/${index}`;
    // The device's time of the tick: queued offline, it is kept as when it was done (FIELD.md decision 7).
    const at = deviceNow();
    const body = text === undefined ? { done, at } : { done, text, at };
    return writeOrQueue<WorkOrder>({
      change: {
        kind: 'checklist',
        label: `${done ? 'Bockade av' : 'Tog bort bocken för'} ${text ? `"${text}"` : `punkt ${index + 1}`}`,
        method: 'PUT',
        path,
        body,
        workOrderId: id,
      },
      send: (key) => apiJson<WorkOrder>(path, { method: 'PUT', body, idempotencyKey: key }),
      local: (pack) =>
        editJob(pack, id, (job) => ({
          ...job,
          todoList: job.todoList.map((item, place) => (place === index ? { ...(item as object), done } : item)),
          checklist: job.checklist.map((point) => (point.index === index ? { ...point, done } : point)),
        })),
    });
  });
}
