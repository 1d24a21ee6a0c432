import { useQuery } from '@tanstack/react-query';
import type { TimeReport } from '../../../../shared/time';
import { apiJson } from '../../../lib/api-client';
import { timeKey } from './time-key';

/** GET /time/report?from=&to= (owner, office). */
export function useTimeReport(from: string, to: string) {
  return useQuery({
    queryKey: [...timeKey, 'report', from, to],
    queryFn: ({ signal }) => apiJson<TimeReport>(`/time/report?from=${from}&to=${to}`, { signal }),
  });
}
