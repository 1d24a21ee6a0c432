import { useQuery } from '@tanstack/react-query';
import type { Machine } from '../../../../shared/machines';
import { apiJson } from '../../../lib/api-client';

/** GET /machines/{id}: the machine a work order is started from, with its owner and meter. */
export function useMachineForWorkOrder(id: string | null) {
  return useQuery({
    // The work orders' own entry: what a work order reads of a machine, refreshed with the work orders.
    queryKey: ['work-orders', 'machine', id],
    queryFn: ({ signal }) => apiJson<Machine>(`/machines/${id}`, { signal }),
    enabled: id !== null,
  });
}
