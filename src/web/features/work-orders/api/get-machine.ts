import { useQuery } from '@tanstack/react-query';
import type { Machine } from '../../../../shared/machines';
import { apiJson } from '../../../lib/api-client';

/** GET /machines/{id}: the machine a work order is started from, with its owner and meter. */
export function useMachineForWorkOrder(id: string | null) {
  return useQuery({
    queryKey: ['machines', 'one', id],
    queryFn: ({ signal }) => apiJson<Machine>(`/machines/${id}`, { signal }),
    enabled: id !== null,
  });
}
