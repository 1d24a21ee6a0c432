import type { Machine, MachineCreateInput, MachineInput } from '../../../../shared/machines';
import { apiJson } from '../../../lib/api-client';
import { useMachineMutation } from './machines-key';

/** POST /machines (with its meter, if given), or PUT /machines/{id} when editing. */
export function useSaveMachine() {
  return useMachineMutation(({ id, values }: { id?: string | undefined; values: MachineInput | MachineCreateInput }) =>
    apiJson<Machine>(id ? `/machines/${id}` : '/machines', { method: id ? 'PUT' : 'POST', body: values }),
  );
}
