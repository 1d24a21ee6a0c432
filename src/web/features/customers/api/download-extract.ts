import type { Customer } from '../../../../shared/customers';
import { swedishDate } from '../../../../shared/dates';
import { downloadFile } from '../../../lib/api-client';

/** GET /customers/{id}/extract: the register extract, as JSON or as a PDF (GDPR art. 15). */
export function downloadExtract(customer: Customer, format: 'pdf' | 'json') {
  const name = `registerutdrag-${customer.customerNumber}-${swedishDate()}.${format}`;
  return downloadFile(
    `/customers/${customer.id}/extract`,
    name,
    format === 'pdf' ? 'application/pdf' : 'application/json',
  );
}
