import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Invoice, InvoiceFilter } from '../../../../shared/invoices';
import { fetchListPage } from '../../../lib/list-page-fetch';
import { invoicesKey } from './invoices-key';

/** GET /invoice: a page of invoices, newest first, with the list's total. */
export function invoicesQuery(filter: InvoiceFilter, limit = 50, offset = 0) {
  const page = { filter, limit, offset };
  return queryOptions({
    queryKey: [...invoicesKey, page],
    queryFn: ({ signal }) => fetchListPage<Invoice>('/invoice', page, signal),
    placeholderData: keepPreviousData,
  });
}

/** GET /invoice?customerId= or ?workOrderId=: one customer's or work order's invoices, newest first. */
export function invoicesOfQuery(owner: { customerId: string } | { workOrderId: string }, limit = 50) {
  const page = { limit, offset: 0, ...owner };
  return queryOptions({
    queryKey: [...invoicesKey, 'of', page],
    queryFn: ({ signal }) => fetchListPage<Invoice>('/invoice', page, signal),
  });
}
