import type { Customer, ErasedCustomer } from '../../../../shared/customers';
import { swedishDate } from '../../../../shared/dates';
import { apiJson, downloadFile } from '../../../lib/api-client';
import { useCustomerMutation } from './customers-key';

/** GET /customers/{id}/extract: the register extract, as JSON or as a PDF (GDPR art. 15). */
export function downloadExtract(customer: Customer, format: 'pdf' | 'json') {
  const name = `registerutdrag-${customer.customerNumber}-${swedishDate()}.${format}`;
  return downloadFile(
    `/customers/${customer.id}/extract`,
    name,
    format === 'pdf' ? 'application/pdf' : 'application/json',
  );
}

/** POST /customers/{id}/erase (owner): the personal data goes, issued invoices stay as issued (GDPR art. 17); the answer says what went and what stayed. */
export function useEraseCustomer() {
  return useCustomerMutation((id: string) => apiJson<ErasedCustomer>(`/customers/${id}/erase`, { method: 'POST' }));
}
