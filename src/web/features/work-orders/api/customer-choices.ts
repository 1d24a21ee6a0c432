import type { Customer } from '../../../../shared/customers';
import { usePickerOptions } from '../../../lib/use-picker-options';

/** GET /customers?q=: whom a work order is for. */
export function useCustomerChoices(query: string) {
  return usePickerOptions<Customer>('/customers', query, (customer) => ({
    id: customer.id,
    label: customer.name,
    detail: `Kundnummer ${customer.customerNumber}`,
    meta: { customerNumber: customer.customerNumber },
  }));
}
