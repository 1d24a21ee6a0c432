import { useQuery } from '@tanstack/react-query';
import type { WorkOrder } from '../../../../shared/work-orders';
import { apiJson } from '../../../lib/api-client';

/** GET /workorders: the work orders an invoice can bill, newest first. */
export function useWorkOrderChoices() {
  return useQuery({
    queryKey: ['work-orders', 'choices'],
    queryFn: ({ signal }) => apiJson<WorkOrder[]>('/workorders?limit=500', { signal }),
  });
}
