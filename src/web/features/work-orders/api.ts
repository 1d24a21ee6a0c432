import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { WorkOrder, WorkOrderInput, WorkOrderFormValues } from '../../../shared/work-orders';
import { apiJson, apiRequest, totalCount } from '../../lib/api-client';

export type WorkOrderFilter = 'all' | 'pending' | 'in_progress' | 'completed';

export interface WorkOrderPage {
  items: WorkOrder[];
  total: number;
}

export function workOrdersQuery(filter: WorkOrderFilter, limit = 50, offset = 0) {
  return queryOptions({
    queryKey: ['work-orders', { filter, limit, offset }],
    queryFn: async ({ signal }): Promise<WorkOrderPage> => {
      const params = new URLSearchParams({ limit: String(limit), offset: String(offset) });
      if (filter !== 'all') params.set('status', filter);
      const { data, headers } = await apiRequest<WorkOrder[]>(`/workorders?${params}`, { signal });
      return { items: data, total: totalCount(headers) };
    },
    placeholderData: keepPreviousData,
  });
}

export function useWorkOrders(filter: WorkOrderFilter, limit = 50, offset = 0) {
  return useQuery(workOrdersQuery(filter, limit, offset));
}

export function useSaveWorkOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id?: string; values: WorkOrderInput | WorkOrderFormValues }) =>
      apiJson<WorkOrder>(id ? `/workorders/${id}` : '/workorders', { method: id ? 'PUT' : 'POST', body: id ? { ...values, id } : values }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['work-orders'] }),
  });
}

export function useDeleteWorkOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiJson<void>(`/workorders/${id}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['work-orders'] }),
  });
}
