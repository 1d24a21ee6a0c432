import { useQuery } from '@tanstack/react-query';
import type { TimeEntry } from '../../../../shared/time';
import { apiJson, apiRequest } from '../../../lib/api-client';
import { timeKey, useTimeMutation } from './time-key';

/** GET /timer: the caller's running timer, or null (204). */
export function useRunningTimer() {
  return useQuery({
    queryKey: [...timeKey, 'timer'],
    queryFn: async ({ signal }) => {
      const { data } = await apiRequest<TimeEntry | null>('/timer', { signal });
      return data ?? null;
    },
    staleTime: 30_000,
  });
}

/** POST /workorders/{id}/timer: starts the caller's timer here (one running elsewhere stops first). */
export function useStartTimer() {
  return useTimeMutation((workOrderId: string) => apiJson<TimeEntry>(`/workorders/${workOrderId}/timer`, { method: 'POST' }));
}

/** DELETE /timer: stops it, rounded up to the quarter hour. */
export function useStopTimer() {
  return useTimeMutation(() => apiJson<TimeEntry>('/timer', { method: 'DELETE' }));
}
