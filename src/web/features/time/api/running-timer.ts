import { useQuery } from '@tanstack/react-query';
import type { TimeEntry } from '../../../../shared/time';
import { apiRequest } from '../../../lib/api-client';
import { orFromPack } from '../../../lib/offline/pack-fallback';
import { timeKey } from './time-key';

/** GET /timer: the caller's running timer, or null (204); without signal, the one the device runs. */
export function useRunningTimer() {
  return useQuery({
    queryKey: [...timeKey, 'timer'],
    queryFn: ({ signal }) =>
      orFromPack(
        async () => (await apiRequest<TimeEntry | null>('/timer', { signal })).data ?? null,
        (pack) => pack.timer ?? null,
      ),
    staleTime: 30_000,
  });
}
