import { useQuery } from '@tanstack/react-query';
import type { TimeEntry } from '../../../../shared/time';
import { apiRequest } from '../../../lib/api-client';
import { timeKey } from './time-key';

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
