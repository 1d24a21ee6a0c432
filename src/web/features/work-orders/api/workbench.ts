import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WorkOrder } from '../../../../shared/work-orders';
import { apiJson } from '../../../lib/api-client';
import { workOrdersKey } from './work-orders-key';

// The job page's own writes (docs/decisions/037): each changes one thing on the work order as the
// server has it now, never the page's whole copy, so that what the office saved meanwhile stays.
// Refused or not, the page reads the work order again: a 409 means its copy is old.

function useWorkbenchMutation<V>(mutationFn: (variables: V) => Promise<WorkOrder>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: workOrdersKey }),
  });
}

/** PUT /workorders/{id}/checklist/{index}; the point's text makes a reordered list answer 409, not tick another. */
export function useTickChecklistItem() {
  return useWorkbenchMutation(
    ({ id, index, done, text }: { id: string; index: number; done: boolean; text?: string | undefined }) =>
      apiJson<WorkOrder>(`/workorders/${id}/checklist/${index}`, {
        method: 'PUT',
        body: text === undefined ? { done } : { done, text },
      }),
  );
}

/** POST /workorders/{id}/checklist: one point added at the end. */
export function useAddChecklistItem() {
  return useWorkbenchMutation(({ id, text }: { id: string; text: string }) =>
    apiJson<WorkOrder>(`/workorders/${id}/checklist`, { method: 'POST', body: { text, done: false } }),
  );
}

/** POST /workorders/{id}/materials: one line added at the end, a part reserved in the stock. */
export function useAddMaterial() {
  return useWorkbenchMutation(
    ({ id, line }: { id: string; line: { partId: string; name: string; quantity: string } }) =>
      apiJson<WorkOrder>(`/workorders/${id}/materials`, { method: 'POST', body: line }),
  );
}
