import { InvoicesOf } from './invoices-of';

/** A customer's invoices, for the customer's page (composed there by the app shell). */
export default function InvoicesOfCustomer({ customerId }: { customerId: string }) {
  return <InvoicesOf owner={{ customerId }} emptyText="Inga fakturor för kunden ännu." />;
}
