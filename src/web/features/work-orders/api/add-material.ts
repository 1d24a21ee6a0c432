import type { WorkOrder } from '../../../../shared/work-orders';
import { apiJson } from '../../../lib/api-client';
import { editJob } from '../../../lib/offline/pack-edits';
import { deviceNow, writeOrQueue } from '../../../lib/offline/offline-write';
import { useWorkbenchMutation } from './workbench-mutation';

type Line = { partId: string; name: string; quantity: string };

/**
 * POST /workorders/{id}/materials: one line added at the end, a part reserved in the stock. Without
 * signal it waits in the device's queue; the pack shows the line at the part's sale price.
 */
export function useAddMaterial() {
  return useWorkbenchMutation(({ id, line }: { id: string; line: Line }) => {
    const path = `/workorders/${id}/materials`;
    // The server takes `at` out of the line and keeps it as the line's addedAt (FIELD.md decision 7).
    const body = { ...line, at: deviceNow() };
    return writeOrQueue<WorkOrder>({
      change: {
        kind: 'material',
        label: `Material: ${line.name}, ${line.quantity || '1'}`,
        method: 'POST',
        path,
        body,
        workOrderId: id,
      },
      send: (key) => apiJson<WorkOrder>(path, { method: 'POST', body, idempotencyKey: key }),
      local: (pack) => {
        const unitPrice = pack.parts.find((part) => part.id === line.partId)?.salePrice;
        return editJob(pack, id, (job) => ({ ...job, materials: [...job.materials, { ...line, unitPrice }] }));
      },
    });
  });
}
