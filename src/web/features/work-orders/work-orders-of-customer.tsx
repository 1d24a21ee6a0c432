import { useMediaQuery, useTheme } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { SectionCard } from '../../components/section-card';
import { workOrdersOfCustomerQuery } from './api/list-work-orders';
import { WorkOrderList } from './work-order-list';

/** A customer's work orders, for the customer's page (composed there by the app shell). */
export default function WorkOrdersOfCustomer({ customerId }: { customerId: string }) {
  const theme = useTheme();
  const isCompact = useMediaQuery(theme.breakpoints.down('md'));
  const { data } = useQuery(workOrdersOfCustomerQuery(customerId));
  return (
    <SectionCard title="Arbetsordrar" isEmpty={data?.items.length === 0} emptyText="Inga arbetsordrar för kunden ännu.">
      {data && <WorkOrderList workOrders={data.items} isCompact={isCompact} />}
    </SectionCard>
  );
}
