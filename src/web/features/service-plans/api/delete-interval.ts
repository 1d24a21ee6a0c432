import { apiRequest } from '../../../lib/api-client';
import { useServicePlanMutation } from './service-plans-key';

/** DELETE /machines/{id}/service-plan/{intervalId}. */
export function useDeleteInterval(machineId: string) {
  return useServicePlanMutation(async (id: string) => {
    await apiRequest(`/machines/${machineId}/service-plan/${id}`, { method: 'DELETE' });
  });
}
