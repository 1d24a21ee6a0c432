import { Link } from 'react-router';
import { swedishDate } from '../../../shared/dates';
import { dueText } from '../../../shared/labels';
import type { Invoice } from '../../../shared/invoices';
import { ResponsiveList, type Column } from '../../ui/responsive-list';
import { RowActions } from '../../ui/row-actions';
import { InvoiceStatusChip } from '../../ui/status-chip';
import { formatDate, formatKronor } from '../../lib/format';
import { invoiceActionList, type InvoiceActions } from './invoice-action-list';

export type { InvoiceActions } from './invoice-action-list';

/** On a phone's card: the daily actions as icons, the rest behind "Fler åtgärder". */
const VISIBLE_ON_PHONE = 3;

function Actions({ invoice, isCompact, ...actions }: InvoiceActions & { invoice: Invoice; isCompact: boolean }) {
  return (
    <RowActions
      actions={invoiceActionList(invoice, actions)}
      visible={isCompact ? VISIBLE_ON_PHONE : undefined}
      moreLabel={`Fler åtgärder för faktura ${invoice.invoiceNumber}`}
    />
  );
}

function NumberCell({ invoice }: { invoice: Invoice }) {
  return (
    <>
      <Link to={`/invoices/${invoice.id}`} className="row-link strong-link">
        {invoice.invoiceNumber}
      </Link>
      {invoice.creditForInvoiceId && <span className="caption">Kreditfaktura</span>}
      {invoice.creditedByInvoiceId && <span className="caption">Krediterad</span>}
      {invoice.interestForInvoiceId && <span className="caption">Räntefaktura</span>}
      {invoice.interestToDate > 0 && invoice.balance > 0 && (
        <span className="caption">Ränta hittills {formatKronor(invoice.interestToDate)}</span>
      )}
      {invoice.amountPaid > 0 && invoice.balance !== 0 && (
        <span className="caption">
          {invoice.balance < 0
            ? `Överbetalt ${formatKronor(-invoice.balance)}`
            : `Kvar att betala ${formatKronor(invoice.balance)}`}
        </span>
      )}
      {invoice.sentAt && <span className="caption">Skickad {formatDate(swedishDate(new Date(invoice.sentAt)))}</span>}
      {invoice.reminderCount > 0 && (
        <span className="caption">
          {invoice.reminderCount === 1 ? 'Påminnelse skickad' : `${invoice.reminderCount} påminnelser skickade`}
        </span>
      )}
    </>
  );
}

const columns: Array<Column<Invoice>> = [
  { header: 'Nummer', cell: (invoice) => <NumberCell invoice={invoice} />, className: 'nowrap' },
  { header: 'Kund', cell: (invoice) => invoice.customerName, className: 'strong' },
  { header: 'Datum', cell: (invoice) => formatDate(invoice.invoiceDate), className: 'nowrap' },
  { header: 'Förfallodatum', cell: (invoice) => formatDate(invoice.dueDate), className: 'nowrap' },
  // What the PDF and the mail say is to be paid (after öresavrundning), not the total before rounding.
  {
    header: 'Belopp',
    cell: (invoice) => formatKronor(invoice.amountToPay),
    align: 'right',
    className: 'nowrap numeric',
  },
  { header: 'Status', cell: (invoice) => <InvoiceStatusChip invoice={invoice} /> },
];

function InvoiceCard({ invoice }: { invoice: Invoice }) {
  return (
    <div className="row-main">
      <div className="list-card-body">
        <div className="row-main">
          <div className="text-muted text-small">
            <NumberCell invoice={invoice} />
          </div>
          <span className="strong wrap-anywhere">{invoice.customerName}</span>
        </div>
        <span className="row-end strong numeric nowrap">{formatKronor(invoice.amountToPay)}</span>
      </div>
      <span className="row-line row-gap-top">
        <InvoiceStatusChip invoice={invoice} />
        <span className="text-muted text-small">
          {formatDate(invoice.invoiceDate)} · {dueText(formatDate(invoice.dueDate), swedishDate())}
        </span>
      </span>
    </div>
  );
}

export function InvoiceList({
  invoices,
  isCompact,
  ...actions
}: InvoiceActions & { invoices: Invoice[]; isCompact: boolean }) {
  return (
    <ResponsiveList
      items={invoices}
      isCompact={isCompact}
      label="Fakturor"
      columns={columns}
      card={(invoice) => <InvoiceCard invoice={invoice} />}
      actions={(invoice) => <Actions invoice={invoice} isCompact={isCompact} {...actions} />}
    />
  );
}
