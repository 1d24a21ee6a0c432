import { useQuery } from '@tanstack/react-query';
import type { Invoice } from '../../../../shared/invoices';
import type { WorkOrder } from '../../../../shared/work-orders';
import { apiRequest, totalCount } from '../../../lib/api-client';

export interface DashboardSummary {
  workOrderTotal: number;
  pendingWorkOrders: number;
  invoiceTotal: number;
  paidInvoices: number;
  latestWorkOrders: WorkOrder[];
  latestInvoices: Invoice[];
}

/** Four small calls: counts come from X-Total-Count, so no list is downloaded whole. */
export function useDashboardSummary() {
  return useQuery({
    queryKey: ['dashboard'],
    queryFn: async ({ signal }): Promise<DashboardSummary> => {
      const [workOrders, pending, invoices, paid] = await Promise.all([
        apiRequest<WorkOrder[]>('/workorders?limit=3', { signal }),
        apiRequest<WorkOrder[]>('/workorders?status=pending&limit=1', { signal }),
        apiRequest<Invoice[]>('/invoice?limit=3', { signal }),
        apiRequest<Invoice[]>('/invoice?status=paid&limit=1', { signal }),
      ]);
      return {
        workOrderTotal: totalCount(workOrders.headers),
        pendingWorkOrders: totalCount(pending.headers),
        invoiceTotal: totalCount(invoices.headers),
        paidInvoices: totalCount(paid.headers),
        latestWorkOrders: workOrders.data,
        latestInvoices: invoices.data,
      };
    },
    staleTime: 0,
  });
}
