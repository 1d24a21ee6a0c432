import { apiJson } from '../../../lib/api-client';
import { useTimeMutation } from './time-key';

/** DELETE /rates/{id}: refused once time is recorded on it, and for the default. */
export function useDeleteRate() {
  return useTimeMutation((id: string) => apiJson<void>(`/rates/${id}`, { method: 'DELETE' }));
}
