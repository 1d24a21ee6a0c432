import { useQuery } from '@tanstack/react-query';
import type { WorkOrder } from '../../../../shared/work-orders';
import { MAX_WORK_ORDER_PAGE_SIZE } from '../../../../shared/validation';
import { apiJson } from '../../../lib/api-client';

/**
 * GET /workorders: the work orders an invoice can bill, the newest page of them, and the one the
 * invoice already bills when it is older than those.
 */
export function useWorkOrderChoices(billedId: string | null = null) {
  return useQuery({
    queryKey: ['work-orders', 'choices', billedId],
    queryFn: async ({ signal }) => {
      const newest = await apiJson<WorkOrder[]>(`/workorders?limit=${MAX_WORK_ORDER_PAGE_SIZE}`, { signal });
      if (!billedId || newest.some((workOrder) => workOrder.id === billedId)) return newest;
      return [...newest, await apiJson<WorkOrder>(`/workorders/${billedId}`, { signal })];
    },
  });
}
