import { useMutation, useQueryClient } from '@tanstack/react-query';

/** The unmatched payments' cached reads. */
export const unmatchedKey = ['payments', 'unmatched'] as const;

/**
 * A write that books payments: afterwards the unmatched list and every invoice read again (the
 * invoices feature's reads begin with 'invoices'; features share no code, only the cache's names).
 */
export function usePaymentsMutation<T, V>(mutationFn: (variables: V) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: unmatchedKey }),
        queryClient.invalidateQueries({ queryKey: ['invoices'] }),
        queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
      ]),
  });
}
