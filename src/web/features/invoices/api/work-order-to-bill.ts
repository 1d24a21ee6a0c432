import { useQuery } from '@tanstack/react-query';
import type { WorkOrder } from '../../../../shared/work-orders';
import { apiJson } from '../../../lib/api-client';

/** GET /workorders/{id}: the work order "Skapa faktura" starts a new invoice from. */
export function useWorkOrderToBill(id: string | null) {
  return useQuery({
    queryKey: ['work-orders', 'one', id],
    queryFn: ({ signal }) => apiJson<WorkOrder>(`/workorders/${id}`, { signal }),
    enabled: id !== null,
  });
}
