import { useQuery } from '@tanstack/react-query';
import type { Customer } from '../../shared/customers';
import type { Machine } from '../../shared/machines';
import { formatQuantity, type Part } from '../../shared/parts';
import type { Rate } from '../../shared/time';
import { vatTreatmentOf } from '../../shared/vat-treatment';
import { apiJson } from './api-client';
import { formatKronor } from './format';
import type { FieldPack } from './offline/field-pack-shape';
import { usePickerOptions, type PickerOption } from './use-picker-options';

// The registers' rows as pickers offer them: one place, for every form that picks a customer, a
// machine, a part or a rate (a work order, a quote), so that each form shows them alike.

/** GET /customers?q=: whom a work order or a quote is for. */
export function useCustomerChoices(query: string) {
  return usePickerOptions<Customer>('/customers', query, (customer) => ({
    id: customer.id,
    label: customer.name,
    detail: `Kundnummer ${customer.customerNumber}`,
    meta: {
      customerNumber: customer.customerNumber,
      email: customer.email ?? '',
      consumer: !customer.orgNumber?.trim() && !customer.vatNumber?.trim() ? 'yes' : '',
      // The VAT the customer's invoice would get (a quote's totals follow it as one types).
      vatTreatment: vatTreatmentOf(customer),
    },
  }));
}

/** A machine as a picker names it: make, model and registration (else serial) number. */
export const machineChoiceLabel = (machine: Pick<Machine, 'make' | 'model' | 'registrationNumber' | 'serialNumber'>) =>
  [machine.make, machine.model, machine.registrationNumber ?? machine.serialNumber].filter(Boolean).join(' ');

/** GET /machines?q=&customerId=: the machine a job or a quote is about, the chosen customer's first. */
export function useMachineChoices(query: string, customerId: string | null) {
  return usePickerOptions<Machine>(
    '/machines',
    query,
    (machine) => ({
      id: machine.id,
      label: machineChoiceLabel(machine),
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

/** The field pack's parts matching what is typed, by number or name: the picker without signal. */
function partsInPack(pack: FieldPack, query: string): PickerOption[] {
  const typed = query.trim().toLocaleLowerCase('sv-SE');
  return pack.parts
    .filter((part) => `${part.partNumber} ${part.name}`.toLocaleLowerCase('sv-SE').includes(typed))
    .slice(0, 20)
    .map((part) => ({
      id: part.id,
      label: `${part.partNumber} · ${part.name}`,
      detail: `I lager ${formatQuantity(part.onHand, part.unit as Part['unit'])} · ${formatKronor(part.salePrice)}`,
      meta: { name: part.name, salePrice: String(part.salePrice), unit: part.unit },
    }));
}

/** GET /parts?q=: a part of the stock, by number or name; its name, sale price and unit come along. */
export function usePartChoices(query: string) {
  return usePickerOptions<Part>(
    '/parts',
    query,
    (part) => ({
      id: part.id,
      label: `${part.partNumber} · ${part.name}`,
      detail: part.stocked
        ? `Tillgängligt ${formatQuantity(part.available, part.unit)} · ${formatKronor(part.salePrice)}`
        : `Beställs per jobb · ${formatKronor(part.salePrice)}`,
      meta: { name: part.name, salePrice: String(part.salePrice), unit: part.unit },
    }),
    {},
    partsInPack,
  );
}

/** GET /rates: what time and distance are charged at (few: one list, no search). */
export function useRateChoices() {
  return useQuery({
    queryKey: ['rates', 'choices'],
    queryFn: ({ signal }) => apiJson<Rate[]>('/rates', { signal }),
    staleTime: 60_000,
  });
}
