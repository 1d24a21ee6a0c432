import { useQuery } from '@tanstack/react-query';
import type { Rate } from '../../../../shared/time';
import { apiJson } from '../../../lib/api-client';
import { orFromPack } from '../../../lib/offline/pack-fallback';
import { timeKey } from './time-key';

/** GET /rates: what time and distance can be recorded at. */
export function useRates() {
  return useQuery({
    queryKey: [...timeKey, 'rates'],
    queryFn: ({ signal }) =>
      orFromPack(
        () => apiJson<Rate[]>('/rates', { signal }),
        (pack) => pack.rates,
      ),
    staleTime: 60_000,
  });
}
