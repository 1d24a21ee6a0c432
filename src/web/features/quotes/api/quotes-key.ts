import { useMutation, useQueryClient } from '@tanstack/react-query';

/** Every cached read of quotes starts with this key, so that one write refreshes them all. */
export const quotesKey = ['quotes'] as const;

/** A write of quotes: afterwards every list and page reads again. */
export function useQuoteMutation<T, V>(mutationFn: (variables: V) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: quotesKey }),
  });
}
