import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReferenceRateInput, ReferenceRateView } from '../../../../shared/reminders';
import { apiJson } from '../../../lib/api-client';
import { referenceRatesKey } from './keys';

/** POST /reference-rates (owner): a half-year's rate; interest on every invoice reads it at once. */
export function useAddReferenceRate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReferenceRateInput) =>
      apiJson<ReferenceRateView>('/reference-rates', { method: 'POST', body: input }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: referenceRatesKey }),
        queryClient.invalidateQueries({ queryKey: ['invoices'] }),
      ]),
  });
}
