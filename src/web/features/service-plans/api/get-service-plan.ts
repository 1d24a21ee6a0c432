import { useQuery } from '@tanstack/react-query';
import type { ServiceInterval } from '../../../../shared/service-plans';
import { apiJson } from '../../../lib/api-client';
import { servicePlansKey } from './service-plans-key';

/** GET /machines/{id}/service-plan: each interval with last done, next due, forecast and status. */
export function useServicePlan(machineId: string) {
  return useQuery({
    queryKey: [...servicePlansKey, 'machine', machineId],
    queryFn: ({ signal }) => apiJson<ServiceInterval[]>(`/machines/${machineId}/service-plan`, { signal }),
  });
}
