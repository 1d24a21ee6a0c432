import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Movement } from '../../../../shared/parts';
import { fetchListPage } from '../../../lib/list-page-fetch';
import { partsKey } from './parts-key';

/** GET /parts/{id}/movements: the ledger, newest first, with its total. */
export function useMovements(partId: string, limit: number, offset: number) {
  const page = { limit, offset };
  return useQuery({
    queryKey: [...partsKey, 'movements', partId, page],
    queryFn: ({ signal }) => fetchListPage<Movement>(`/parts/${partId}/movements`, page, signal),
    placeholderData: keepPreviousData,
  });
}
