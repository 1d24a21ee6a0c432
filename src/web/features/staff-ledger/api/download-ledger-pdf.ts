import { downloadFile } from '../../../lib/api-client';

/** GET /staff-ledger/pdf: the period printed, downloaded. */
export function downloadLedgerPdf(from: string, to: string): Promise<void> {
  return downloadFile(
    `/staff-ledger/pdf?from=${from}&to=${to}`,
    from === to ? `personalliggare-${from}.pdf` : `personalliggare-${from}-${to}.pdf`,
    'application/pdf',
  );
}
