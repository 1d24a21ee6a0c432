import type { ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router';
import { formatDateTime } from '../../../shared/dates';
import { INVOICE_UNIT_LABELS } from '../../../shared/invoice-units';
import type { Invoice } from '../../../shared/invoices';
import { formatQuantity } from '../../../shared/labels';
import { PAYMENT_METHOD_LABELS } from '../../../shared/payments';
import { Alert } from '../../ui/alert';
import { BackLink } from '../../ui/back-link';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { DetailGrid } from '../../ui/detail-grid';
import { DetailItem } from '../../ui/detail-item';
import { Menu } from '../../ui/menu';
import { PageColumns } from '../../ui/page-columns';
import { PageHeader } from '../../ui/page-header';
import { Skeleton } from '../../ui/skeleton';
import { Stack } from '../../ui/stack';
import { InvoiceStatusChip } from '../../ui/status-chip';
import { SumTable } from '../../ui/sum-table';
import type { RowAction } from '../../ui/row-actions';
import { formatDate, formatKronor } from '../../lib/format';
import { useInvoice } from './api/get-invoice';
import { useReminders } from './api/invoice-history';
import { usePayments } from './api/payments';
import { invoiceActionList } from './invoice-action-list';
import { useInvoiceDialogs, type InvoiceDialogOptions } from './use-invoice-dialogs';
import { FigureLine, RecordList, RecordRow, RowLink, RowPrimary } from '../../ui/row-list';
import { Text } from '../../ui/text';

/** The daily actions as labelled buttons; the rest behind "Fler åtgärder". */
const SHOWN_ACTIONS = 3;

function Actions({ actions }: { actions: RowAction[] }) {
  const shown = actions.slice(0, SHOWN_ACTIONS);
  const rest = actions.slice(SHOWN_ACTIONS);
  return (
    <>
      {shown.map((action, index) => (
        <Button
          key={action.title}
          variant={index === 0 ? 'outlined' : action.icon === 'checkCircleOutline' ? 'primary' : 'outlined'}
          icon={action.icon}
          isBusy={action.isBusy}
          onClick={action.onClick}
        >
          {action.title}
        </Button>
      ))}
      {rest.length > 0 && (
        <Menu
          label="Fler åtgärder"
          icon="moreVert"
          items={rest.map((action) => ({ label: action.title, onSelect: action.onClick }))}
        />
      )}
    </>
  );
}

function Lines({ invoice }: { invoice: Invoice }) {
  return (
    <Card title="Fakturarader">
      <RecordList label="Fakturarader" hasSpaceBelow>
        {invoice.items.map((item, index) => (
          <RecordRow key={index}>
            <RowPrimary>{item.description}</RowPrimary>
            <FigureLine>
              <Text as="span" tone="muted" isNumeric>
                {formatQuantity(item.quantity, item.unit ? INVOICE_UNIT_LABELS[item.unit] : undefined)} ×{' '}
                {formatKronor(item.price)}
              </Text>
              <Text as="span" isNumeric isStrong>
                {formatKronor(item.amount)}
              </Text>
            </FigureLine>
          </RecordRow>
        ))}
      </RecordList>
      <SumTable
        label="Summor"
        rows={[
          { label: 'Netto', value: formatKronor(invoice.net) },
          { label: 'Moms', value: formatKronor(invoice.vat) },
          ...(invoice.roundingAmount !== 0
            ? [{ label: 'Öresavrundning', value: formatKronor(invoice.roundingAmount) }]
            : []),
          { label: 'Att betala', value: formatKronor(invoice.amountToPay), isTotal: true },
        ]}
      />
    </Card>
  );
}

function Payments({ invoice }: { invoice: Invoice }) {
  const payments = usePayments(invoice.id);
  return (
    <Card title="Betalningar" icon="checkCircleOutline">
      {payments.isPending ? (
        <Skeleton height={48} />
      ) : payments.isError ? (
        <Text tone="muted">Kunde inte hämta betalningarna.</Text>
      ) : payments.data.length === 0 ? (
        <Text tone="muted">Inga betalningar ännu.</Text>
      ) : (
        <RecordList label="Betalningar">
          {payments.data.map((payment) => (
            <RecordRow key={payment.id}>
              <FigureLine>
                <span>
                  <Text as="span" isNowrap>
                    {formatDate(payment.date)}
                  </Text>{' '}
                  · {PAYMENT_METHOD_LABELS[payment.method]}
                  {payment.source === 'bank-file' ? ' (bankfil)' : ''}
                </span>
                <Text as="span" isNumeric isStrong>
                  {formatKronor(payment.amount)}
                </Text>
              </FigureLine>
              {payment.reference && (
                <Text as="span" tone="muted" size="small" wrapsAnywhere>
                  {payment.reference}
                </Text>
              )}
            </RecordRow>
          ))}
        </RecordList>
      )}
      <SumTable
        label="Betalt"
        rows={[
          { label: 'Betalt', value: formatKronor(invoice.amountPaid) },
          {
            label: invoice.balance < 0 ? 'Överbetalt' : 'Kvar att betala',
            value: formatKronor(Math.abs(invoice.balance)),
            isTotal: true,
          },
        ]}
      />
    </Card>
  );
}

function Reminders({ invoice }: { invoice: Invoice }) {
  const reminders = useReminders(invoice.id);
  return (
    <Card title="Påminnelser" icon="warningAmber">
      {reminders.isPending ? (
        <Skeleton height={48} />
      ) : reminders.isError ? (
        <Text tone="muted">Kunde inte hämta påminnelserna.</Text>
      ) : reminders.data.length === 0 ? (
        <Text tone="muted">Inga påminnelser skickade.</Text>
      ) : (
        <RecordList label="Påminnelser">
          {reminders.data.map((reminder) => (
            <RecordRow key={reminder.id}>
              <FigureLine>
                <Text as="span" isStrong>
                  Påminnelse {reminder.number}
                </Text>
                <Text as="span" isNumeric>
                  {formatKronor(reminder.fee + reminder.lateCompensation)}
                </Text>
              </FigureLine>
              <Text as="span" tone="muted" size="small">
                <Text as="span" isNowrap>
                  {formatDate(reminder.date)}
                </Text>{' '}
                · ny förfallodag{' '}
                <Text as="span" isNowrap>
                  {formatDate(reminder.dueDate)}
                </Text>
                {reminder.sentAt ? '' : ' · inte skickad'}
              </Text>
            </RecordRow>
          ))}
        </RecordList>
      )}
    </Card>
  );
}

/** An invoice's own page (/invoices/{id}): the invoice, its lines, payments, reminders and every action. */
export default function InvoicePage({
  events,
  history,
  notesDraft,
}: {
  /** The trail inside the edit dialog (composed by the app shell). */
  events?: InvoiceDialogOptions['events'];
  /** The trail as a card of the page (Händelser). */
  history?: (invoice: Invoice) => ReactNode;
  notesDraft?: InvoiceDialogOptions['notesDraft'];
}) {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { data: invoice, error, isPending } = useInvoice(id);
  const { actions, dialogs } = useInvoiceDialogs({
    events,
    notesDraft,
    onDeleted: () => void navigate('/invoices', { replace: true }),
  });
  const offered = invoice
    ? invoiceActionList(invoice, actions).filter((action): action is RowAction => action !== false)
    : [];
  return (
    <>
      <BackLink to="/invoices">Fakturor</BackLink>
      {error && <Alert severity="error">{error.message}</Alert>}
      {isPending && <Skeleton height={200} />}
      {invoice && (
        <>
          <PageHeader
            title={`${invoice.creditForInvoiceId ? 'Kreditfaktura' : 'Faktura'} ${invoice.invoiceNumber}`}
            subtitle={invoice.customerName}
            actions={<Actions actions={offered} />}
          />
          <PageColumns columns="3fr 2fr">
            <Stack gap={3}>
              <Card>
                <Stack gap={2}>
                  <div>
                    <InvoiceStatusChip invoice={invoice} />
                  </div>
                  <DetailGrid>
                    <DetailItem label="Fakturadatum" value={formatDate(invoice.invoiceDate)} />
                    <DetailItem label="Förfallodatum" value={formatDate(invoice.dueDate)} />
                    <DetailItem label="Att betala" value={formatKronor(invoice.amountToPay)} />
                    <DetailItem label="OCR-nummer" value={invoice.creditForInvoiceId ? null : invoice.ocr} />
                    <DetailItem label="Kund" value={invoice.customerName} />
                    <DetailItem label="E-post" value={invoice.customerEmail} />
                    <DetailItem label="Adress" value={invoice.customerAddress} />
                    <DetailItem
                      label="Skickad"
                      value={invoice.sentAt ? formatDateTime(invoice.sentAt) : 'Inte skickad'}
                    />
                    <DetailItem label="Betald" value={invoice.paidAt ? formatDate(invoice.paidAt) : null} />
                    <DetailItem label="Er referens" value={invoice.buyerReference} />
                    <DetailItem
                      label="Ränta hittills"
                      value={invoice.interestToDate > 0 ? formatKronor(invoice.interestToDate) : null}
                    />
                  </DetailGrid>
                  <Text>
                    <RowLink to={`/WorkOrders/${invoice.workOrderId}`}>Till arbetsordern</RowLink>
                  </Text>
                  {invoice.notes && <DetailItem label="Utfört arbete" value={invoice.notes} />}
                </Stack>
              </Card>
              <Lines invoice={invoice} />
            </Stack>
            <Stack gap={3}>
              <Payments invoice={invoice} />
              <Reminders invoice={invoice} />
              {history?.(invoice)}
            </Stack>
          </PageColumns>
        </>
      )}
      {dialogs}
    </>
  );
}
