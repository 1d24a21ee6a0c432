import { useQuery } from '@tanstack/react-query';
import type { WorkOrder } from '../../../../shared/work-orders';
import { apiJson } from '../../../lib/api-client';
import { orFromPack } from '../../../lib/offline/pack-fallback';
import { jobInPack } from '../../../lib/offline/pack-edits';
import { workOrdersKey } from './work-orders-key';

/** GET /workorders/{id}: one work order, for its page; without signal, as the field pack keeps it. */
export function useWorkOrder(id: string | undefined) {
  return useQuery({
    queryKey: [...workOrdersKey, 'one', id],
    queryFn: ({ signal }) =>
      orFromPack<WorkOrder>(
        () => apiJson<WorkOrder>(`/workorders/${id}`, { signal }),
        (pack) => jobInPack(pack, id),
      ),
    enabled: Boolean(id),
  });
}

/** The work order as the server has it now, for a write that must start from it. */
export const readWorkOrder = (id: string) => apiJson<WorkOrder>(`/workorders/${id}`);
