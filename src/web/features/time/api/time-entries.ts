import { useQuery } from '@tanstack/react-query';
import type { Rate, TimeEntry, TimeEntryInput } from '../../../../shared/time';
import { apiJson } from '../../../lib/api-client';
import { timeKey, useTimeMutation } from './time-key';

/** GET /time?workOrderId=: the job's time, newest first (a mechanic's own only). */
export function useTimeOfWorkOrder(workOrderId: string) {
  return useQuery({
    queryKey: [...timeKey, 'of-work-order', workOrderId],
    queryFn: ({ signal }) => apiJson<TimeEntry[]>(`/time?workOrderId=${workOrderId}&limit=200`, { signal }),
  });
}

/** GET /rates: what time and distance can be recorded at. */
export function useRates() {
  return useQuery({
    queryKey: [...timeKey, 'rates'],
    queryFn: ({ signal }) => apiJson<Rate[]>('/rates', { signal }),
    staleTime: 60_000,
  });
}

/** POST /time or PUT /time/{id}. */
export function useSaveTimeEntry() {
  return useTimeMutation(
    ({
      id,
      values,
    }: {
      id?: string | undefined;
      values: Record<string, unknown> & Pick<TimeEntryInput, 'workOrderId'>;
    }) => apiJson<TimeEntry>(id ? `/time/${id}` : '/time', { method: id ? 'PUT' : 'POST', body: values }),
  );
}

/** DELETE /time/{id}. */
export function useDeleteTimeEntry() {
  return useTimeMutation((id: string) => apiJson<void>(`/time/${id}`, { method: 'DELETE' }));
}
