import { useMutation, useQueryClient } from '@tanstack/react-query';

/** Every cached read of machines (lists, pages, readings, history) starts with this key. */
export const machinesKey = ['machines'] as const;

/** A write of machines or their meters: afterwards every machine read, and the work orders that show meters, read again. */
export function useMachineMutation<T, V>(mutationFn: (variables: V) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: machinesKey });
      await queryClient.invalidateQueries({ queryKey: ['customers'] });
    },
  });
}
