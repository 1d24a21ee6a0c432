import { useMutation, useQueryClient } from '@tanstack/react-query';

/** Every cached read of work orders starts with this key, so that one write refreshes them all. */
export const workOrdersKey = ['work-orders'] as const;

/** A write of work orders: afterwards every list reads again. */
export function useWorkOrderMutation<T, V>(mutationFn: (variables: V) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: workOrdersKey }),
  });
}
