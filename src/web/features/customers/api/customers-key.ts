import { useMutation, useQueryClient } from '@tanstack/react-query';

/** Every cached read of customers starts with this key, so that one write refreshes them all. */
export const customersKey = ['customers'] as const;

/** A write of customers: afterwards every list and page reads again. */
export function useCustomerMutation<T, V>(mutationFn: (variables: V) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customersKey }),
  });
}
