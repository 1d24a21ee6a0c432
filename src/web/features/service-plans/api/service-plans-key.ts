import { useMutation, useQueryClient } from '@tanstack/react-query';

/** Every cached read of service plans and the list to book starts with this key. */
export const servicePlansKey = ['service-plans'] as const;

/** A write of a plan: afterwards every plan and the list to book read again. */
export function useServicePlanMutation<T, V>(mutationFn: (variables: V) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: servicePlansKey }),
  });
}
