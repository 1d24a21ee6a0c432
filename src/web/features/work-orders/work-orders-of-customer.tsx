import { useQuery } from '@tanstack/react-query';
import { Card } from '../../ui/card';
import { useIsCompact } from '../../lib/use-media-query';
import { workOrdersOfCustomerQuery } from './api/list-work-orders';
import { WorkOrderList } from './work-order-list';

/** A customer's work orders, for the customer's page (composed there by the app shell). */
export default function WorkOrdersOfCustomer({ customerId }: { customerId: string }) {
  const isCompact = useIsCompact();
  const { data } = useQuery(workOrdersOfCustomerQuery(customerId));
  return (
    <Card title="Arbetsordrar" isEmpty={data?.items.length === 0} emptyText="Inga arbetsordrar för kunden ännu.">
      {data && <WorkOrderList workOrders={data.items} isCompact={isCompact} />}
    </Card>
  );
}
