import type { WorkOrder } from '../../../../shared/work-orders';
import { apiJson } from '../../../lib/api-client';
import { useWorkbenchMutation } from './workbench-mutation';

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
