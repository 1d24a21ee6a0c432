import { useQuery } from '@tanstack/react-query';
import type { Bay } from '../../../../shared/planning';
import { apiJson } from '../../../lib/api-client';
import { planningKey, usePlanningMutation } from './planning-key';

/** GET /bays: the workshop's bays, in Swedish order. */
export function useBays() {
  return useQuery({
    queryKey: [...planningKey, 'bays'],
    queryFn: ({ signal }) => apiJson<Bay[]>('/bays', { signal }),
  });
}

export function useAddBay() {
  return usePlanningMutation((name: string) => apiJson<Bay>('/bays', { method: 'POST', body: { name } }));
}

export function useRenameBay() {
  return usePlanningMutation(({ id, name }: Bay) => apiJson<Bay>(`/bays/${id}`, { method: 'PUT', body: { name } }));
}

/** DELETE /bays/{id}: 409 (Swedish message) while anything is booked there from now on. */
export function useRemoveBay() {
  return usePlanningMutation((id: string) => apiJson<void>(`/bays/${id}`, { method: 'DELETE' }));
}
