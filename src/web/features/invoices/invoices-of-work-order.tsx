import { InvoicesOf } from './invoices-of';

/** A work order's invoices, for its page (composed there by the app shell). */
export default function InvoicesOfWorkOrder({ workOrderId }: { workOrderId: string }) {
  return <InvoicesOf owner={{ workOrderId }} emptyText="Arbetsordern är inte fakturerad ännu." />;
}
