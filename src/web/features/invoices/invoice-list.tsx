import { swedishDate } from '../../../shared/dates';
import { invoiceActions } from '../../../shared/invoice-actions';
import { dueText } from '../../../shared/labels';
import type { Invoice } from '../../../shared/invoices';
import { ResponsiveList, type Column } from '../../ui/responsive-list';
import { RowActions } from '../../ui/row-actions';
import { InvoiceStatusChip } from '../../ui/status-chip';
import { formatDate, formatKronor } from '../../lib/format';

/** What a row offers; an action left out is not shown (a customer's page only downloads). */
export interface InvoiceActions {
  onEdit?(invoice: Invoice): void;
  onDelete?(invoice: Invoice): void;
  onCredit?(invoice: Invoice): void;
  onSend?(invoice: Invoice): void;
  onPay?(invoice: Invoice): void;
  onRemind?(invoice: Invoice): void;
  onBillInterest?(invoice: Invoice): void;
  onDownload(invoice: Invoice): void;
  /** E-faktura (Peppol): the invoice or credit note as UBL XML. */
  onDownloadPeppol?(invoice: Invoice): void;
  downloadingId: string | null;
}

function Actions({
  invoice,
  onEdit,
  onDelete,
  onCredit,
  onSend,
  onPay,
  onRemind,
  onBillInterest,
  onDownload,
  onDownloadPeppol,
  downloadingId,
}: InvoiceActions & { invoice: Invoice }) {
  const { canCredit, canDelete } = invoiceActions(invoice);
  const name = `faktura ${invoice.invoiceNumber}`;
  return (
    <RowActions
      actions={[
        onEdit !== undefined &&
          invoice.creditForInvoiceId === null && { title: 'Redigera', label: `Redigera ${name}`, icon: 'editOutlined', onClick: () => onEdit(invoice) },
        {
          title: 'Ladda ner PDF',
          label: `Ladda ner PDF för ${name}`,
          icon: 'pictureAsPdfOutlined',
          onClick: () => onDownload(invoice),
          isBusy: downloadingId === invoice.id,
        },
        onDownloadPeppol !== undefined && {
          title: 'E-faktura (Peppol)',
          label: `Ladda ner e-faktura (Peppol) för ${name}`,
          icon: 'code',
          onClick: () => onDownloadPeppol(invoice),
          isBusy: downloadingId === `${invoice.id}:peppol`,
        },
        onSend !== undefined && { title: 'Skicka faktura', label: `Skicka ${name} med e-post`, icon: 'email', onClick: () => onSend(invoice) },
        onPay !== undefined &&
          invoice.creditForInvoiceId === null &&
          invoice.creditedByInvoiceId === null && {
            title: 'Registrera betalning',
            label: `Registrera betalning på ${name}`,
            icon: 'checkCircleOutline',
            onClick: () => onPay(invoice),
          },
        onRemind !== undefined &&
          invoice.status === 'overdue' &&
          invoice.balance > 0 && {
            title: 'Skicka påminnelse',
            label: `Skicka påminnelse för ${name}`,
            icon: 'warningAmber',
            onClick: () => onRemind(invoice),
          },
        onBillInterest !== undefined &&
          invoice.interestToDate > 0 && {
            title: 'Fakturera ränta',
            label: `Fakturera dröjsmålsränta på ${name}`,
            icon: 'receiptLong',
            onClick: () => onBillInterest(invoice),
          },
        onCredit !== undefined && canCredit && { title: 'Kreditera', label: `Kreditera ${name}`, icon: 'undo', onClick: () => onCredit(invoice) },
        onDelete !== undefined && canDelete && { title: 'Ta bort', label: `Ta bort ${name}`, icon: 'deleteOutline', onClick: () => onDelete(invoice) },
      ]}
    />
  );
}

function NumberCell({ invoice }: { invoice: Invoice }) {
  return (
    <>
      {invoice.invoiceNumber}
      {invoice.creditForInvoiceId && <span className="caption">Kreditfaktura</span>}
      {invoice.creditedByInvoiceId && <span className="caption">Krediterad</span>}
      {invoice.interestForInvoiceId && <span className="caption">Räntefaktura</span>}
      {invoice.interestToDate > 0 && invoice.balance > 0 && <span className="caption">Ränta hittills {formatKronor(invoice.interestToDate)}</span>}
      {invoice.amountPaid > 0 && invoice.balance !== 0 && (
        <span className="caption">
          {invoice.balance < 0 ? `Överbetalt ${formatKronor(-invoice.balance)}` : `Kvar att betala ${formatKronor(invoice.balance)}`}
        </span>
      )}
      {invoice.sentAt && <span className="caption">Skickad {formatDate(swedishDate(new Date(invoice.sentAt)))}</span>}
      {invoice.reminderCount > 0 && (
        <span className="caption">{invoice.reminderCount === 1 ? 'Påminnelse skickad' : `${invoice.reminderCount} påminnelser skickade`}</span>
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
  { header: 'Belopp', cell: (invoice) => formatKronor(invoice.amountToPay), align: 'right', className: 'nowrap numeric' },
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

export function InvoiceList({ invoices, isCompact, ...actions }: InvoiceActions & { invoices: Invoice[]; isCompact: boolean }) {
  return (
    <ResponsiveList
      items={invoices}
      isCompact={isCompact}
      label="Fakturor"
      columns={columns}
      card={(invoice) => <InvoiceCard invoice={invoice} />}
      actions={(invoice) => <Actions invoice={invoice} {...actions} />}
    />
  );
}
