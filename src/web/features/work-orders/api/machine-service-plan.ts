import { useQuery } from '@tanstack/react-query';
import type { ServiceInterval } from '../../../../shared/service-plans';
import { apiJson } from '../../../lib/api-client';

/** GET /machines/{id}/service-plan: the intervals a work order on the machine can perform. */
export function useServicePlanForWorkOrder(machineId: string | null) {
  return useQuery({
    // The work orders' own entry, refreshed with the work orders.
    queryKey: ['work-orders', 'service-plan', machineId],
    queryFn: ({ signal }) => apiJson<ServiceInterval[]>(`/machines/${machineId}/service-plan`, { signal }),
    enabled: machineId !== null,
  });
}
