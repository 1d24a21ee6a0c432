import type { ServiceInterval, ServiceIntervalInput } from '../../../../shared/service-plans';
import { apiJson } from '../../../lib/api-client';
import { useServicePlanMutation } from './service-plans-key';

/** POST /machines/{id}/service-plan, or PUT …/{intervalId} with an id. */
export function useSaveInterval(machineId: string) {
  return useServicePlanMutation(({ id, values }: { id?: string; values: ServiceIntervalInput }) =>
    apiJson<ServiceInterval>(id ? `/machines/${machineId}/service-plan/${id}` : `/machines/${machineId}/service-plan`, {
      method: id ? 'PUT' : 'POST',
      body: values,
    }),
  );
}
