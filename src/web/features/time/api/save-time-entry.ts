import type { TimeEntry, TimeEntryInput } from '../../../../shared/time';
import { apiJson } from '../../../lib/api-client';
import { useTimeMutation } from './time-key';

/** POST /time or PUT /time/{id}. */
export function useSaveTimeEntry() {
  return useTimeMutation(
    ({
      id,
      values,
    }: {
      id?: string | undefined;
      values: Record<string, unknown> & Pick<TimeEntryInput, 'workOrderId'>;
    }) => apiJson<TimeEntry>(id ? `/time/${id}` : '/time', { method: id ? 'PUT' : 'POST', body: values }),
  );
}
