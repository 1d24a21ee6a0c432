import { useQuery } from '@tanstack/react-query';
import type { TimeEntry } from '../../../../shared/time';
import { apiJson } from '../../../lib/api-client';
import { timeKey } from './time-key';

/** GET /time?workOrderId=: the job's time, newest first (a mechanic's own only). */
export function useTimeOfWorkOrder(workOrderId: string) {
  return useQuery({
    queryKey: [...timeKey, 'of-work-order', workOrderId],
    queryFn: ({ signal }) => apiJson<TimeEntry[]>(`/time?workOrderId=${workOrderId}&limit=200`, { signal }),
  });
}
