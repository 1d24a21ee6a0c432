import { downloadFile } from '../../../lib/api-client';

/** The same report as CSV for payroll. */
export function downloadTimeReportCsv(from: string, to: string): Promise<void> {
  return downloadFile(`/time/report?from=${from}&to=${to}`, `tidrapport-${from}-${to}.csv`, 'text/csv');
}
