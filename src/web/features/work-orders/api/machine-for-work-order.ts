import { useQuery } from '@tanstack/react-query';
import type { Machine } from '../../../../shared/machines';
import { apiJson } from '../../../lib/api-client';
import { orFromPack } from '../../../lib/offline/pack-fallback';

/** GET /machines/{id}: the machine a work order is started from, with its owner and meter; offline, the pack's. */
export function useMachineForWorkOrder(id: string | null) {
  return useQuery({
    // The work orders' own entry: what a work order reads of a machine, refreshed with the work orders.
    queryKey: ['work-orders', 'machine', id],
    queryFn: ({ signal }) =>
      orFromPack(
        () => apiJson<Machine>(`/machines/${id}`, { signal }),
        (pack) => pack.workOrders.find((job) => job.machine?.id === id)?.machine ?? undefined,
      ),
    enabled: id !== null,
  });
}
