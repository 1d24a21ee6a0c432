import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ServiceDueFilter, ServiceDueItem } from '../../../../shared/service-plans';
import { fetchListPage } from '../../../lib/list-page-fetch';
import { servicePlansKey } from './service-plans-key';

/** GET /service-due: overdue first, then by due date, optionally only overdue or due soon, with the total. */
export function serviceDueQuery(filter: ServiceDueFilter, limit: number, offset: number) {
  const page = { filter, limit, offset };
  return queryOptions({
    queryKey: [...servicePlansKey, 'due', page],
    queryFn: ({ signal }) => fetchListPage<ServiceDueItem>('/service-due', page, signal),
    placeholderData: keepPreviousData,
  });
}
