import { useMutation, useQueryClient } from '@tanstack/react-query';

/** Every cached read of time (the timer, entries, rates) starts with this key: one write refreshes them all. */
export const timeKey = ['time'] as const;

export function useTimeMutation<T, V>(mutationFn: (variables: V) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: timeKey }) });
}
