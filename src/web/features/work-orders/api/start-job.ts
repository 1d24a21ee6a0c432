import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';

/**
 * POST /workorders/{id}/timer from "Mina jobb": the caller's timer starts on the job (one running
 * elsewhere stops) and a waiting job is put in progress. Everything read is read again: the timer bar
 * and the job's status both changed.
 */
export function useStartJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (workOrderId: string) => apiJson<unknown>(`/workorders/${workOrderId}/timer`, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
