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

/** GET /invoice?customerId=: a customer's invoices, newest first. */
export function invoicesOfCustomerQuery(customerId: string, limit = 50) {
  const page = { limit, offset: 0, customerId };
  return queryOptions({
    queryKey: [...invoicesKey, 'of-customer', page],
    queryFn: ({ signal }) => fetchListPage<Invoice>('/invoice', page, signal),
  });
}

/** GET /invoice?workOrderId=: the invoices of one work order, for its page. */
export function invoicesOfWorkOrderQuery(workOrderId: string, limit = 50) {
  const page = { limit, offset: 0, workOrderId };
  return queryOptions({
    queryKey: [...invoicesKey, 'of-work-order', page],
    queryFn: ({ signal }) => fetchListPage<Invoice>('/invoice', page, signal),
  });
}
