import { swedishDate } from '../../../shared/dates';
import { dueText } from '../../../shared/labels';
import type { Invoice } from '../../../shared/invoices';
import { ResponsiveList, type Column } from '../../ui/responsive-list';
import { RowActions } from '../../ui/row-actions';
import { InvoiceStatusChip } from '../../ui/status-chip';
import { formatDate, formatKronor } from '../../lib/format';
import { invoiceActionList, type InvoiceActions } from './invoice-action-list';
import { Caption, ListCardBody, RowEnd, RowLine, RowLink, RowMain } from '../../ui/row-list';
import { Text } from '../../ui/text';

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
      <RowLink to={`/invoices/${invoice.id}`} isStrong>
        {invoice.invoiceNumber}
      </RowLink>
      {invoice.creditForInvoiceId && <Caption>Kreditfaktura</Caption>}
      {invoice.creditedByInvoiceId && <Caption>Krediterad</Caption>}
      {invoice.interestForInvoiceId && <Caption>Räntefaktura</Caption>}
      {invoice.interestToDate > 0 && invoice.balance > 0 && (
        <Caption>Ränta hittills {formatKronor(invoice.interestToDate)}</Caption>
      )}
      {invoice.amountPaid > 0 && invoice.balance !== 0 && (
        <Caption>
          {invoice.balance < 0
            ? `Överbetalt ${formatKronor(-invoice.balance)}`
            : `Kvar att betala ${formatKronor(invoice.balance)}`}
        </Caption>
      )}
      {invoice.sentAt && <Caption>Skickad {formatDate(swedishDate(new Date(invoice.sentAt)))}</Caption>}
      {invoice.reminderCount > 0 && (
        <Caption>
          {invoice.reminderCount === 1 ? 'Påminnelse skickad' : `${invoice.reminderCount} påminnelser skickade`}
        </Caption>
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
    <RowMain>
      <ListCardBody>
        <RowMain>
          <Text as="div" tone="muted" size="small">
            <NumberCell invoice={invoice} />
          </Text>
          <Text as="span" isStrong wrapsAnywhere>
            {invoice.customerName}
          </Text>
        </RowMain>
        <RowEnd as="span" isStrong isNumeric isNowrap>
          {formatKronor(invoice.amountToPay)}
        </RowEnd>
      </ListCardBody>
      <RowLine hasSpaceAbove>
        <InvoiceStatusChip invoice={invoice} />
        <Text as="span" tone="muted" size="small">
          {formatDate(invoice.invoiceDate)} · {dueText(formatDate(invoice.dueDate), swedishDate())}
        </Text>
      </RowLine>
    </RowMain>
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
