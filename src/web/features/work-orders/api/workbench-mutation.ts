import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WorkOrder } from '../../../../shared/work-orders';
import { workOrdersKey } from './work-orders-key';

// The job page's own writes (docs/decisions/037): each changes one thing on the work order as the
// server has it now, never the page's whole copy, so that what the office saved meanwhile stays.
// Refused or not, the page reads the work order again: a 409 means its copy is old.
export function useWorkbenchMutation<V>(mutationFn: (variables: V) => Promise<WorkOrder>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: workOrdersKey }),
  });
}
