import type { WorkOrder, WorkOrderFormValues, WorkOrderInput } from '../../../../shared/work-orders';
import { apiJson } from '../../../lib/api-client';
import { useWorkOrderMutation } from './work-orders-key';

/** POST /workorders, or PUT /workorders/{id} when editing. */
export function useSaveWorkOrder() {
  return useWorkOrderMutation(
    ({ id, values }: { id?: string | undefined; values: WorkOrderInput | WorkOrderFormValues }) =>
      apiJson<WorkOrder>(id ? `/workorders/${id}` : '/workorders', {
        method: id ? 'PUT' : 'POST',
        body: id ? { ...values, id } : values,
      }),
  );
}
