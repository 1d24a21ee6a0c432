import { useMutation, useQueryClient } from '@tanstack/react-query';

/** Every cached read of parts and their ledgers starts with this key. */
export const partsKey = ['parts'] as const;

/** A write of parts or stock: afterwards every list, part and ledger reads again. */
export function usePartMutation<T, V>(mutationFn: (variables: V) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: partsKey }) });
}
