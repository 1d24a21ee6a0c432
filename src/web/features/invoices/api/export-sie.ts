import { downloadFile } from '../../../lib/api-client';

/** GET /export/sie: the period's SIE 4I file for the bookkeeping program. */
export function downloadSie(from: string, to: string): Promise<void> {
  return downloadFile(`/export/sie?from=${from}&to=${to}`, `verkstan-${from}-${to}.si`, 'text/plain');
}
