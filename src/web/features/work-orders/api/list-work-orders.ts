import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { WorkOrder, WorkOrderFilter } from '../../../../shared/work-orders';
import { fetchListPage } from '../../../lib/list-page-fetch';
import { workOrdersKey } from './work-orders-key';

/** GET /workorders: a page of work orders, newest first, with the list's total. */
export function workOrdersQuery(filter: WorkOrderFilter, limit = 50, offset = 0) {
  const page = { filter, limit, offset };
  return queryOptions({
    queryKey: [...workOrdersKey, page],
    queryFn: ({ signal }) => fetchListPage<WorkOrder>('/workorders', page, signal),
    placeholderData: keepPreviousData,
  });
}

/** GET /workorders?customerId=: a customer's work orders, newest first. */
export function workOrdersOfCustomerQuery(customerId: string, limit = 50) {
  const page = { limit, offset: 0, customerId };
  return queryOptions({
    queryKey: [...workOrdersKey, 'of-customer', page],
    queryFn: ({ signal }) => fetchListPage<WorkOrder>('/workorders', page, signal),
  });
}
