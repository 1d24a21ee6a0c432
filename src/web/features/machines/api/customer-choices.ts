import type { Customer } from '../../../../shared/customers';
import { usePickerOptions } from '../../../lib/use-picker-options';

/** GET /customers?q=: the owners a machine can have, for a picker. */
export function useCustomerOptions(query: string) {
  return usePickerOptions<Customer>('/customers', query, (customer) => ({
    id: customer.id,
    label: customer.name,
    detail: [customer.customerNumber, customer.city].filter(Boolean).join(' · '),
  }));
}
