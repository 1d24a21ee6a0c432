import { apiJson } from '../../../lib/api-client';
import { useMachineMutation } from './machines-key';

/** DELETE /machines/{id}/meter-readings/{readingId}: a reading of a work order is changed on the work order. */
export function useDeleteMeterReading(machineId: string) {
  return useMachineMutation((readingId: string) =>
    apiJson<void>(`/machines/${machineId}/meter-readings/${readingId}`, { method: 'DELETE' }),
  );
}
