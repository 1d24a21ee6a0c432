import type { Machine } from '../../../../shared/machines';
import { usePickerOptions } from '../../../lib/use-picker-options';

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
