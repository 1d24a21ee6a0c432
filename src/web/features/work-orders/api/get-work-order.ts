import { useQuery } from '@tanstack/react-query';
import type { WorkOrder } from '../../../../shared/work-orders';
import { apiJson } from '../../../lib/api-client';
import { workOrdersKey } from './work-orders-key';

/** GET /workorders/{id}: one work order, for its page. */
export function useWorkOrder(id: string | undefined) {
  return useQuery({
    queryKey: [...workOrdersKey, 'one', id],
    queryFn: ({ signal }) => apiJson<WorkOrder>(`/workorders/${id}`, { signal }),
    enabled: Boolean(id),
  });
}

/** The work order as the server has it now, for a write that must start from it. */
export const readWorkOrder = (id: string) => apiJson<WorkOrder>(`/workorders/${id}`);
