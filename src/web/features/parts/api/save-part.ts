import type { Part, PartInput } from '../../../../shared/parts';
import { apiJson } from '../../../lib/api-client';
import { usePartMutation } from './parts-key';

/** POST /parts, or PUT /parts/{id} with an id. */
export function useSavePart() {
  return usePartMutation(({ id, values }: { id?: string; values: PartInput }) =>
    apiJson<Part>(id ? `/parts/${id}` : '/parts', { method: id ? 'PUT' : 'POST', body: values }),
  );
}
