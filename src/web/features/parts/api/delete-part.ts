import { apiRequest } from '../../../lib/api-client';
import { usePartMutation } from './parts-key';

/** DELETE /parts/{id}: 409 once it has movements or work orders name it. */
export function useDeletePart() {
  return usePartMutation(async (id: string) => {
    await apiRequest(`/parts/${id}`, { method: 'DELETE' });
  });
}
