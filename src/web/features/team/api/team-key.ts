import { useMutation, useQueryClient } from '@tanstack/react-query';

/** Every cached read of the team starts with this key, so that one write refreshes them all. */
export const teamKey = ['team'] as const;

export function useTeamMutation<T, V>(mutationFn: (variables: V) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKey }) });
}
