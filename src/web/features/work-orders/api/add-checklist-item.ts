import type { WorkOrder } from '../../../../shared/work-orders';
import { apiJson } from '../../../lib/api-client';
import { useWorkbenchMutation } from './workbench-mutation';

/** POST /workorders/{id}/checklist: one point added at the end. */
export function useAddChecklistItem() {
  return useWorkbenchMutation(({ id, text }: { id: string; text: string }) =>
    apiJson<WorkOrder>(`/workorders/${id}/checklist`, { method: 'POST', body: { text, done: false } }),
  );
}
