import type { Customer } from '../../../../shared/customers';
import type { Machine } from '../../../../shared/machines';
import { formatQuantity, type Part } from '../../../../shared/parts';
import { formatKronor } from '../../../lib/format';
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

/** GET /machines?q=&customerId=: the machine a work order is done on, the chosen customer's first. */
export function useMachineChoices(query: string, customerId: string | null) {
  return usePickerOptions<Machine>(
    '/machines',
    query,
    (machine) => ({
      id: machine.id,
      label: [machine.make, machine.model, machine.registrationNumber ?? machine.serialNumber]
        .filter(Boolean)
        .join(' '),
      detail: [machine.customerName, machine.category].join(' · '),
      meta: {
        customerId: machine.customerId,
        customerName: machine.customerName,
        category: machine.category,
        meterUnit: machine.meterUnit,
      },
    }),
    customerId ? { customerId } : {},
  );
}

/** GET /parts?q=: a part of the stock for a material, by number or name; its name and sale price come along. */
export function usePartChoices(query: string) {
  return usePickerOptions<Part>('/parts', query, (part) => ({
    id: part.id,
    label: `${part.partNumber} · ${part.name}`,
    detail: part.stocked
      ? `Tillgängligt ${formatQuantity(part.available, part.unit)} · ${formatKronor(part.salePrice)}`
      : `Beställs per jobb · ${formatKronor(part.salePrice)}`,
    meta: { name: part.name, salePrice: String(part.salePrice), unit: part.unit },
  }));
}
