import { apiJson } from '../../../lib/api-client';
import { useTimeMutation } from './time-key';

/** DELETE /time/{id}. */
export function useDeleteTimeEntry() {
  return useTimeMutation((id: string) => apiJson<void>(`/time/${id}`, { method: 'DELETE' }));
}
