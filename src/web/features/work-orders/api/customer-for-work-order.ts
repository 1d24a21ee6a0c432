import { useQuery } from '@tanstack/react-query';
import type { Customer } from '../../../../shared/customers';
import { apiJson } from '../../../lib/api-client';
import { orFromPack } from '../../../lib/offline/pack-fallback';

/** The customer as the field pack keeps it (number, name and phone): what the screens read of it here. */
type KeptCustomer = Pick<Customer, 'id' | 'customerNumber' | 'name' | 'phone'>;

/** GET /customers/{id}: the owner whose customer number a work order shows; offline, the pack's name and phone. */
export function useCustomerForWorkOrder(id: string | null) {
  return useQuery<KeptCustomer>({
    queryKey: ['work-orders', 'customer', id],
    queryFn: ({ signal }) =>
      orFromPack<KeptCustomer>(
        () => apiJson<Customer>(`/customers/${id}`, { signal }),
        (pack) => {
          const job = pack.workOrders.find((one) => one.customerId === id && one.customer);
          return job?.customer && id
            ? { id, customerNumber: job.customerNumber, name: job.customer.name, phone: job.customer.phone }
            : undefined;
        },
      ),
    enabled: id !== null,
  });
}
