import type { MeterReading, MeterReadingFormValues } from '../../../../shared/machines';
import { apiJson, ApiError } from '../../../lib/api-client';
import { useMachineMutation } from './machines-key';

/** PUT /machines/{id}/meter-readings/{readingId}: the office corrects a mistyped reading (audited on the machine). */
export function useCorrectMeterReading(machineId: string) {
  return useMachineMutation(({ readingId, values }: { readingId: string; values: MeterReadingFormValues }) =>
    apiJson<MeterReading>(`/machines/${machineId}/meter-readings/${readingId}`, { method: 'PUT', body: values }),
  );
}

/** The server's question about a reading far above the one before it (409 naming confirmJump): asked, then sent again confirmed. */
export const isJumpQuestion = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.status === 409 && error.problems.some((problem) => problem.field === 'confirmJump');
