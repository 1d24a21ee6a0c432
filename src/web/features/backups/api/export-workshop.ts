import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../../../lib/api-client';
import { swedishDate } from '../../../../shared/dates';

/** GET /export/workshop (owner): the whole workshop as one ZIP. */
export function useExportWorkshop() {
  return useMutation({
    mutationFn: () => downloadFile('/export/workshop', `verkstan-export-${swedishDate()}.zip`, 'application/zip'),
  });
}
