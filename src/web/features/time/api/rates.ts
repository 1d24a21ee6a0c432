import { useQuery } from '@tanstack/react-query';
import type { Rate } from '../../../../shared/time';
import { apiJson } from '../../../lib/api-client';
import { timeKey } from './time-key';

/** GET /rates: what time and distance can be recorded at. */
export function useRates() {
  return useQuery({
    queryKey: [...timeKey, 'rates'],
    queryFn: ({ signal }) => apiJson<Rate[]>('/rates', { signal }),
    staleTime: 60_000,
  });
}
