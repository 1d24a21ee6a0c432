import { useMutation, useQueryClient } from '@tanstack/react-query';

/** Every query of the planning board; a booking's write reads them all again. */
export const planningKey = ['planning'] as const;

/** A write to bookings, absences or hours: the board and Mina jobb read again. */
export function usePlanningMutation<Input, Output>(write: (input: Input) => Promise<Output>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSettled: () => client.invalidateQueries({ queryKey: planningKey }),
  });
}
