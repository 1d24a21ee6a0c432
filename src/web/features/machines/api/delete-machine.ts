import { apiJson } from '../../../lib/api-client';
import { useMachineMutation } from './machines-key';

/** DELETE /machines/{id}: refused while work orders name the machine. */
export function useDeleteMachine() {
  return useMachineMutation((id: string) => apiJson<void>(`/machines/${id}`, { method: 'DELETE' }));
}
