import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Part } from '../../../../shared/parts';
import { fetchListPage } from '../../../lib/list-page-fetch';
import { partsKey } from './parts-key';

export type PartFilter = 'all' | 'low';

/** GET /parts: by part number, searched by `q`, optionally only those low on stock, with the list's total. */
export function partsQuery(filter: PartFilter, limit: number, offset: number, q: string) {
  const page = { limit, offset, q, belowReorder: filter === 'low' ? 'true' : '' };
  return queryOptions({
    queryKey: [...partsKey, 'list', page],
    queryFn: ({ signal }) => fetchListPage<Part>('/parts', page, signal),
    placeholderData: keepPreviousData,
  });
}
