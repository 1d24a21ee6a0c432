import type { ErasedCustomer } from '../../../../shared/customers';
import { apiJson } from '../../../lib/api-client';
import { useCustomerMutation } from './customers-key';

/** POST /customers/{id}/erase (owner): the personal data goes, issued invoices stay as issued (GDPR art. 17); the answer says what went and what stayed. */
export function useEraseCustomer() {
  return useCustomerMutation((id: string) => apiJson<ErasedCustomer>(`/customers/${id}/erase`, { method: 'POST' }));
}
