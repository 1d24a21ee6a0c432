import type { Movement, MovementInput } from '../../../../shared/parts';
import { apiJson } from '../../../lib/api-client';
import { usePartMutation } from './parts-key';

/** POST /parts/{id}/movements: a receipt, return, adjustment or count. */
export function useAddMovement(partId: string) {
  return usePartMutation((values: MovementInput) =>
    apiJson<Movement>(`/parts/${partId}/movements`, { method: 'POST', body: values }),
  );
}
