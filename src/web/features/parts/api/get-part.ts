import { useQuery } from '@tanstack/react-query';
import type { Part } from '../../../../shared/parts';
import { apiJson } from '../../../lib/api-client';
import { partsKey } from './parts-key';

/** GET /parts/{id}. */
export function usePart(id: string | undefined) {
  return useQuery({
    queryKey: [...partsKey, 'one', id],
    queryFn: ({ signal }) => apiJson<Part>(`/parts/${id}`, { signal }),
    enabled: Boolean(id),
  });
}
