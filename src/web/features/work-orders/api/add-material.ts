import type { WorkOrder } from '../../../../shared/work-orders';
import { apiJson } from '../../../lib/api-client';
import { useWorkbenchMutation } from './workbench-mutation';

/** POST /workorders/{id}/materials: one line added at the end, a part reserved in the stock. */
export function useAddMaterial() {
  return useWorkbenchMutation(
    ({ id, line }: { id: string; line: { partId: string; name: string; quantity: string } }) =>
      apiJson<WorkOrder>(`/workorders/${id}/materials`, { method: 'POST', body: line }),
  );
}
