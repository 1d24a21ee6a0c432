import type { TimeEntry } from '../../../../shared/time';
import { apiJson } from '../../../lib/api-client';
import { useTimeMutation } from './time-key';

/** DELETE /timer: stops it, rounded up to the quarter hour. */
export function useStopTimer() {
  return useTimeMutation(() => apiJson<TimeEntry>('/timer', { method: 'DELETE' }));
}
