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
