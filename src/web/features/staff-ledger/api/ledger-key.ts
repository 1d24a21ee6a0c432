import { useMutation, useQueryClient } from '@tanstack/react-query';

/** Every cached read of the staff ledger starts with this key: a check-in or correction refreshes them all. */
export const ledgerKey = ['staff-ledger'] as const;

export function useLedgerMutation<T, V>(mutationFn: (variables: V) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: ledgerKey }) });
}
