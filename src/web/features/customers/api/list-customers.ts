import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Customer } from '../../../../shared/customers';
import { fetchListPage } from '../../../lib/list-page-fetch';
import { customersKey } from './customers-key';

/** GET /customers: a page in Swedish alphabetical order, searched by `q`, with the list's total. */
export function customersQuery(_filter: string, limit = 50, offset = 0, q = '') {
  const page = { limit, offset, q };
  return queryOptions({
    queryKey: [...customersKey, 'list', page],
    queryFn: ({ signal }) => fetchListPage<Customer>('/customers', page, signal),
    placeholderData: keepPreviousData,
  });
}
