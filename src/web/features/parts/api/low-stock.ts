import { useQuery } from '@tanstack/react-query';
import type { Part } from '../../../../shared/parts';
import { fetchListPage } from '../../../lib/list-page-fetch';
import { partsKey } from './parts-key';

/** The dashboard's card: the first parts low on stock, and how many there are. */
export function useLowStock() {
  return useQuery({
    queryKey: [...partsKey, 'low', 'summary'],
    queryFn: ({ signal }) => fetchListPage<Part>('/parts', { limit: 5, offset: 0, belowReorder: 'true' }, signal),
    staleTime: 0,
  });
}
