import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TimeEntry } from '../../../../shared/time';
import { apiJson } from '../../../lib/api-client';
import { timeKey } from './time-key';

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
