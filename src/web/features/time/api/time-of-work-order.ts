import { useQuery } from '@tanstack/react-query';
import type { TimeEntry } from '../../../../shared/time';
import { apiJson } from '../../../lib/api-client';
import { orFromPack } from '../../../lib/offline/pack-fallback';
import { jobInPack } from '../../../lib/offline/pack-edits';
import { timeKey } from './time-key';

/** GET /time?workOrderId=: the job's time, newest first (a mechanic's own only); offline, the pack's. */
export function useTimeOfWorkOrder(workOrderId: string) {
  return useQuery({
    queryKey: [...timeKey, 'of-work-order', workOrderId],
    queryFn: ({ signal }) =>
      orFromPack(
        () => apiJson<TimeEntry[]>(`/time?workOrderId=${workOrderId}&limit=200`, { signal }),
        (pack) => jobInPack(pack, workOrderId)?.timeEntries,
      ),
  });
}
