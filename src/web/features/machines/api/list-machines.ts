import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Machine } from '../../../../shared/machines';
import { fetchListPage } from '../../../lib/list-page-fetch';
import { machinesKey } from './machines-key';

/** GET /machines: newest first, searched by `q`, optionally one customer's or those of one service status, with the list's total. */
export function machinesQuery(limit = 50, offset = 0, q = '', customerId = '', serviceStatus = 'all') {
  const page = { limit, offset, q, customerId, serviceStatus: serviceStatus === 'all' ? '' : serviceStatus };
  return queryOptions({
    queryKey: [...machinesKey, 'list', page],
    queryFn: ({ signal }) => fetchListPage<Machine>('/machines', page, signal),
    placeholderData: keepPreviousData,
  });
}

export function useMachines(limit: number, offset: number, q: string, customerId: string) {
  return useQuery(machinesQuery(limit, offset, q, customerId));
}
