import type { MeterReading, MeterReadingFormValues } from '../../../../shared/machines';
import { apiJson } from '../../../lib/api-client';
import { useMachineMutation } from './machines-key';

/** POST /machines/{id}/meter-readings: refused (400) when the meter would go backwards. */
export function useAddMeterReading(machineId: string) {
  return useMachineMutation((values: MeterReadingFormValues) =>
    apiJson<MeterReading>(`/machines/${machineId}/meter-readings`, { method: 'POST', body: values }),
  );
}
