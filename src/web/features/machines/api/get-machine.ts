import { useQuery } from '@tanstack/react-query';
import type { Machine } from '../../../../shared/machines';
import { apiJson } from '../../../lib/api-client';
import { machinesKey } from './machines-key';

/** GET /machines/{id}. */
export function useMachine(id: string | undefined) {
  return useQuery({
    queryKey: [...machinesKey, 'one', id],
    queryFn: ({ signal }) => apiJson<Machine>(`/machines/${id}`, { signal }),
    enabled: Boolean(id),
  });
}
