import { apiJson } from '../../../lib/api-client';
import { useWorkOrderMutation } from './work-orders-key';

/** DELETE /workorders/{id}: refused while an invoice bills it. */
export function useDeleteWorkOrder() {
  return useWorkOrderMutation((id: string) => apiJson<void>(`/workorders/${id}`, { method: 'DELETE' }));
}
