import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (workOrderId: string) => apiJson<TimeEntry>(`/workorders/${workOrderId}/timer`, { method: 'POST' }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: timeKey });
      // The server puts a waiting job in progress: the job's page and the lists read it again (the work orders' key).
      await queryClient.invalidateQueries({ queryKey: ['work-orders'] });
    },
  });
}

/** DELETE /timer: stops it, rounded up to the quarter hour. */
export function useStopTimer() {
  return useTimeMutation(() => apiJson<TimeEntry>('/timer', { method: 'DELETE' }));
}
