import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Company } from '../../../shared/company';
import type { Invoice, InvoiceInput } from '../../../shared/invoices';
import type { WorkOrder } from '../../../shared/work-orders';
import { apiJson, apiRequest, totalCount } from '../../lib/api-client';

export type InvoiceFilter = 'all' | 'pending' | 'paid' | 'overdue';

export function invoicesQuery(filter: InvoiceFilter, limit = 50, offset = 0) {
  return queryOptions({
    queryKey: ['invoices', { filter, limit, offset }],
    queryFn: async ({ signal }) => {
      const params = new URLSearchParams({ limit: String(limit), offset: String(offset) });
      if (filter !== 'all') params.set('status', filter);
      const { data, headers } = await apiRequest<Invoice[]>(`/invoice?${params}`, { signal });
      return { items: data, total: totalCount(headers) };
    },
    placeholderData: keepPreviousData,
  });
}

export function useInvoices(filter: InvoiceFilter, limit = 50, offset = 0) {
  return useQuery(invoicesQuery(filter, limit, offset));
}

/** The work orders an invoice can bill, newest first. */
export function useWorkOrderChoices() {
  return useQuery({
    queryKey: ['work-orders', 'choices'],
    queryFn: ({ signal }) => apiJson<WorkOrder[]>('/workorders?limit=500', { signal }),
  });
}

export function useCompany() {
  return useQuery({ queryKey: ['company'], queryFn: ({ signal }) => apiJson<Company>('/company', { signal }) });
}

function useInvalidatingMutation<T, V>(mutationFn: (variables: V) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['invoices'] }) });
}

export function useSaveInvoice() {
  return useInvalidatingMutation(({ id, values }: { id?: string; values: InvoiceInput }) =>
    apiJson<Invoice>(id ? `/invoice/${id}` : '/invoice', { method: id ? 'PUT' : 'POST', body: values }),
  );
}

export function useDeleteInvoice() {
  return useInvalidatingMutation((id: string) => apiJson<void>(`/invoice/${id}`, { method: 'DELETE' }));
}

export function useCreditInvoice() {
  return useInvalidatingMutation((id: string) => apiJson<Invoice>(`/invoice/${id}/credit`, { method: 'POST', body: {} }));
}
