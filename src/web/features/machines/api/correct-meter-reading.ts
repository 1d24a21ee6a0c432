import type { MeterReading, MeterReadingFormValues } from '../../../../shared/machines';
import { apiJson } from '../../../lib/api-client';
import { useMachineMutation } from './machines-key';

/** PUT /machines/{id}/meter-readings/{readingId}: the office corrects a mistyped reading (audited on the machine). */
export function useCorrectMeterReading(machineId: string) {
  return useMachineMutation(({ readingId, values }: { readingId: string; values: MeterReadingFormValues }) =>
    apiJson<MeterReading>(`/machines/${machineId}/meter-readings/${readingId}`, {
      method: 'PUT',
      body: values,
    }),
  );
}

export { isJumpQuestion } from '../../../lib/api-client';
