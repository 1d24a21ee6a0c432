import { useQuery } from '@tanstack/react-query';
import type { ReferenceRateView } from '../../../../shared/reminders';
import { apiJson } from '../../../lib/api-client';
import { referenceRatesKey } from './keys';

/** GET /reference-rates: the Riksbank's rates with the workshop's own over them, oldest first. */
export function useReferenceRates() {
  return useQuery({
    queryKey: referenceRatesKey,
    queryFn: ({ signal }) => apiJson<ReferenceRateView[]>('/reference-rates', { signal }),
  });
}
