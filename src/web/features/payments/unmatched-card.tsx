import { useState } from 'react';
import type { UnmatchedPayment } from '../../../shared/bank-files';
import { formatDate } from '../../../shared/dates';
import { messages } from '../../../shared/messages';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { NoticeSnackbar, type Notice } from '../../ui/feedback';
import { ListPanel } from '../../ui/list-panel';
import { ConfirmDialog } from '../../ui/mui/confirm-dialog';
import { FormDialog } from '../../ui/mui/form-dialog';
import { SearchPicker, type PickerOption } from '../../ui/mui/search-picker';
import { ResponsiveList, type Column } from '../../ui/responsive-list';
import { Text } from '../../ui/text';
import { formatKronor } from '../../lib/format';
import { useIsCompact } from '../../lib/use-media-query';
import { useInvoiceChoices } from './api/invoice-choices';
import { UNMATCHED_PAGE_SIZE, useUnmatchedPayments } from './api/unmatched-payments';
import { useAssignPayment } from './api/assign-payment';
import { useDismissPayment } from './api/dismiss-payment';
import { ButtonRow, CardLines } from '../../ui/button-row';

const describe = (payment: UnmatchedPayment) =>
  [payment.payerName, payment.reference, payment.text !== payment.reference ? payment.text : null]
    .filter(Boolean)
    .join(' · ');

const columns: Array<Column<UnmatchedPayment>> = [
  { header: 'Datum', cell: (payment) => formatDate(payment.date), className: 'nowrap' },
  {
    header: 'Belopp',
    cell: (payment) => formatKronor(payment.amount),
    align: 'right',
    className: 'nowrap numeric strong',
  },
  { header: 'Betalare', cell: (payment) => payment.payerName ?? '–' },
  {
    header: 'Referens och meddelande',
    cell: (payment) =>
      [payment.reference, payment.text !== payment.reference ? payment.text : null].filter(Boolean).join(' · ') || '–',
  },
];

/** "Koppla till faktura": the invoice chosen by its number; booked on the bank's date. */
function AssignDialog({
  payment,
  onClose,
  onDone,
}: {
  payment: UnmatchedPayment;
  onClose(): void;
  onDone(text: string): void;
}) {
  const assign = useAssignPayment();
  const [invoice, setInvoice] = useState<PickerOption | null>(null);
  const [problem, setProblem] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    if (!invoice) {
      setProblem(messages.assignInvoiceRequired);
      return;
    }
    setError(null);
    try {
      await assign.mutateAsync({ id: payment.id, invoiceId: invoice.id });
      onDone(`${formatKronor(payment.amount)} är bokförd på ${invoice.label.toLowerCase()}.`);
    } catch (caught) {
      setError(caught instanceof Error && caught.message ? caught.message : messages.unknownError);
    }
  };
  return (
    <FormDialog
      title="Koppla inbetalningen till en faktura"
      isSubmitting={assign.isPending}
      onClose={onClose}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {error && <Alert severity="error">{error}</Alert>}
      <Text tone="muted" size="small">
        {formatKronor(payment.amount)} den {formatDate(payment.date)}
        {describe(payment) ? `: ${describe(payment)}` : ''}. Betalningen bokförs på fakturan med bankens datum.
      </Text>
      <SearchPicker
        label="Faktura"
        value={invoice}
        onChange={(next) => {
          setInvoice(next);
          setProblem(undefined);
        }}
        useOptions={useInvoiceChoices}
        required
        autoFocus
        error={problem}
        helperText="Sök på fakturanumret"
      />
    </FormDialog>
  );
}

/** "Omatchade inbetalningar": what the bank's files paid that no invoice could be found for. */
export function UnmatchedCard() {
  const isCompact = useIsCompact();
  const [pageIndex, setPageIndex] = useState(0);
  const unmatched = useUnmatchedPayments(pageIndex * UNMATCHED_PAGE_SIZE);
  const dismiss = useDismissPayment();
  const [assigning, setAssigning] = useState<UnmatchedPayment | null>(null);
  const [dismissing, setDismissing] = useState<UnmatchedPayment | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const total = unmatched.data?.total ?? 0;

  return (
    <Card title={total > 0 ? `Omatchade inbetalningar (${total})` : 'Omatchade inbetalningar'} icon="syncAlt">
      <ListPanel
        page={unmatched.data}
        isPending={unmatched.isPending}
        error={unmatched.error}
        errorText="Kunde inte hämta de omatchade inbetalningarna."
        empty={{
          icon: 'checkCircleOutline',
          text: 'Inga omatchade inbetalningar. Allt från bankfilerna är bokfört på fakturor.',
        }}
        isCompact={isCompact}
        pageIndex={pageIndex}
        pageSize={UNMATCHED_PAGE_SIZE}
        onPageChange={setPageIndex}
      >
        {(items) => (
          <ResponsiveList
            items={items}
            isCompact={isCompact}
            label="Omatchade inbetalningar"
            columns={columns}
            card={(payment) => (
              <CardLines>
                <Text isStrong>
                  {formatKronor(payment.amount)}{' '}
                  <Text as="span" tone="muted">
                    {formatDate(payment.date)}
                  </Text>
                </Text>
                <Text size="small">{describe(payment) || 'Ingen referens'}</Text>
              </CardLines>
            )}
            actions={(payment) => (
              <ButtonRow>
                <Button size="small" variant="primary" icon="receiptLong" onClick={() => setAssigning(payment)}>
                  Koppla till faktura
                </Button>
                <Button size="small" variant="ghost" onClick={() => setDismissing(payment)}>
                  Avfärda
                </Button>
              </ButtonRow>
            )}
          />
        )}
      </ListPanel>
      {assigning && (
        <AssignDialog
          payment={assigning}
          onClose={() => setAssigning(null)}
          onDone={(text) => {
            setAssigning(null);
            setNotice({ severity: 'success', text });
          }}
        />
      )}
      <ConfirmDialog
        open={dismissing !== null}
        title="Avfärda inbetalningen?"
        text={
          dismissing
            ? `${formatKronor(dismissing.amount)} den ${formatDate(dismissing.date)} bokförs inte och försvinner ur listan. Händelseloggen behåller den.`
            : ''
        }
        confirmLabel="Avfärda"
        isWorking={dismiss.isPending}
        onClose={() => setDismissing(null)}
        onConfirm={async () => {
          if (!dismissing) return;
          try {
            await dismiss.mutateAsync(dismissing.id);
            setNotice({ severity: 'success', text: 'Inbetalningen är avfärdad.' });
          } catch (caught) {
            setNotice({
              severity: 'error',
              text: caught instanceof Error && caught.message ? caught.message : messages.unknownError,
            });
          } finally {
            setDismissing(null);
          }
        }}
      />
      {notice && <NoticeSnackbar notice={notice} onClose={() => setNotice(null)} />}
    </Card>
  );
}
