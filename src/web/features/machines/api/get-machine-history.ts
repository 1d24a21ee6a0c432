import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Customer } from '../../../../shared/customers';
import type { InvoiceSummary } from '../../../../shared/invoices';
import type { Machine, MeterReading } from '../../../../shared/machines';
import type { WorkOrder } from '../../../../shared/work-orders';
import { apiJson } from '../../../lib/api-client';
import { machinesKey } from './machines-key';

export interface MachineHistory {
  machine: Machine;
  customer: Customer;
  workOrders: Array<
    WorkOrder & {
      invoices: InvoiceSummary[];
    }
  >;
  workOrderTotal: number;
  meterReadings: MeterReading[];
  meterReadingTotal: number;
}

/** GET /machines/{id}/history: the machine, its owner, its latest `limit` work orders with their invoices, and its readings. */
export function useMachineHistory(id: string | undefined, limit = 20) {
  return useQuery({
    queryKey: [...machinesKey, 'history', id, limit],
    queryFn: ({ signal }) => apiJson<MachineHistory>(`/machines/${id}/history?limit=${limit}`, { signal }),
    // Showing more keeps what is shown until the longer page arrives.
    placeholderData: keepPreviousData,
    enabled: Boolean(id),
    // Work orders and invoices written on other screens change it: read afresh whenever it is shown.
    staleTime: 0,
  });
}
