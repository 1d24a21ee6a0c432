import { useQuery } from '@tanstack/react-query';
import type { Customer } from '../../../../shared/customers';
import type { Machine } from '../../../../shared/machines';
import { vatTreatmentOf, type VatTreatment } from '../../../../shared/vat-treatment';
import { apiJson } from '../../../lib/api-client';
import { machineChoiceLabel } from '../../../lib/register-choices';

// What the quote form reads of the records a quote names, besides the pickers' lists: the customer's
// VAT (the totals follow it as the invoice would) and the saved machine's name (shown in its picker).

/** GET /customers/{id}: the VAT treatment the customer's invoice would get (shared/vat-treatment.ts). */
export function useCustomerVatTreatment(customerId: string | null) {
  return useQuery({
    queryKey: ['customers', 'one', customerId, 'vat-treatment'],
    queryFn: async ({ signal }): Promise<VatTreatment> =>
      vatTreatmentOf(await apiJson<Customer>(`/customers/${customerId}`, { signal })),
    enabled: Boolean(customerId),
    staleTime: 60_000,
  });
}

/** GET /machines/{id}: the machine a saved quote names, as its picker names it. */
export function useMachineLabel(machineId: string | null) {
  return useQuery({
    queryKey: ['machines', 'one', machineId, 'label'],
    queryFn: async ({ signal }) => machineChoiceLabel(await apiJson<Machine>(`/machines/${machineId}`, { signal })),
    enabled: Boolean(machineId),
    staleTime: 60_000,
  });
}
