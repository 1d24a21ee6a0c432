import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { swedishDate } from '../../../shared/dates';
import type { Invoice } from '../../../shared/invoices';
import { messages } from '../../../shared/messages';
import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS, paymentInputSchema } from '../../../shared/payments';
import { Alert } from '../../ui/alert';
import { FieldGrid } from '../../ui/field-grid';
import { FormDialog } from '../../ui/mui/form-dialog';
import { FormTextField } from '../../ui/mui/text-field';
import { Text } from '../../ui/text';
import { decimalInput, formatKronor } from '../../lib/format';
import { useDeletePayment, usePayments, useRegisterPayment } from './api/payments';
import { useInvoice } from './api/get-invoice';
import { Button } from '../../ui/button';
import { formatDate } from '../../../shared/dates';
import { RowList, RowMain, RowPrimary, RowSecondary } from '../../ui/row-list';

/**
 * What makes up the balance: the invoice, what its reminders charged (påminnelseavgift or
 * förseningsersättning), what is paid.
 */
function balanceText(invoice: Invoice): string {
  const fees = invoice.feesCharged > 0 ? ` + avgifter på påminnelser ${formatKronor(invoice.feesCharged)}` : '';
  const left =
    invoice.balance < 0
      ? `överbetalt ${formatKronor(-invoice.balance)}`
      : `kvar att betala ${formatKronor(invoice.balance)}`;
  return `Fakturan ${formatKronor(invoice.amountToPay)}${fees} − betalt ${formatKronor(invoice.amountPaid)}: ${left}.`;
}

/** "Registrera betalning": what came in, when and how; the balance left is proposed. */
export function PaymentDialog({
  invoice: listed,
  onClose,
  onSaved,
}: {
  invoice: Invoice;
  onClose(): void;
  onSaved(text: string): void;
}) {
  // The invoice as it is now: a reminder sent since the list was read has raised its balance.
  const invoice = useInvoice(listed.id).data ?? listed;
  const register = useRegisterPayment();
  const payments = usePayments(invoice.id);
  const remove = useDeletePayment();
  const [removingId, setRemovingId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const proposedAmount = invoice.balance > 0 ? decimalInput(invoice.balance, 2) : '';
  const form = useForm({
    // Raw: the API reads the typed amount ("7 221,00") itself.
    resolver: zodResolver(paymentInputSchema, undefined, { raw: true }),
    defaultValues: { amount: proposedAmount, date: swedishDate(), method: 'bankgiro', reference: '' },
  });
  // Until the user types, the amount is what is left to pay, fees included (the invoice as read now).
  useEffect(() => {
    if (!form.getFieldState('amount').isDirty) form.setValue('amount', proposedAmount);
  }, [form, proposedAmount]);

  const onSubmit = form.handleSubmit(async (input) => {
    setError(null);
    try {
      await register.mutateAsync({ id: invoice.id, input });
      onSaved(`Betalningen på faktura ${invoice.invoiceNumber} är registrerad.`);
    } catch (caught) {
      setError(caught instanceof Error && caught.message ? caught.message : messages.unknownError);
    }
  });

  return (
    <FormDialog
      title={`Registrera betalning: faktura ${invoice.invoiceNumber}`}
      isSubmitting={form.formState.isSubmitting}
      onClose={onClose}
      onSubmit={(event) => void onSubmit(event)}
    >
      {error && <Alert severity="error">{error}</Alert>}
      <Text tone="muted" size="small">
        {balanceText(invoice)}
      </Text>
      <FieldGrid columns="1fr 1fr" phoneColumns="1fr">
        <FormTextField
          control={form.control}
          name="amount"
          label="Belopp"
          inputMode="decimal"
          unit="kr"
          required
          autoFocus
        />
        <FormTextField control={form.control} name="date" label="Betaldatum" type="date" required />
      </FieldGrid>
      <FormTextField
        control={form.control}
        name="method"
        label="Betalsätt"
        options={PAYMENT_METHODS.map((value) => ({ value, label: PAYMENT_METHOD_LABELS[value] }))}
      />
      <FormTextField
        control={form.control}
        name="reference"
        label="Referens (valfritt)"
        helperText="Till exempel OCR-nummer eller meddelande"
      />
      {payments.data && payments.data.length > 0 && (
        <RowList label="Registrerade betalningar">
          {payments.data.map((payment) => (
            <li key={payment.id}>
              <RowMain>
                <RowPrimary>
                  {formatDate(payment.date)} · {formatKronor(payment.amount)}
                </RowPrimary>
                <RowSecondary>
                  {PAYMENT_METHOD_LABELS[payment.method]}
                  {payment.source === 'bank-file' ? ' · från bankfil' : ''}
                  {payment.reference ? ` · ${payment.reference}` : ''}
                </RowSecondary>
              </RowMain>
              <Button
                size="small"
                variant={removingId === payment.id ? 'danger' : 'ghost'}
                isBusy={remove.isPending && removingId === payment.id}
                onClick={() => {
                  // A second press confirms: the payment leaves the invoice, the trail keeps it.
                  if (removingId !== payment.id) return setRemovingId(payment.id);
                  remove.mutate(payment.id, {
                    onSettled: () => setRemovingId(null),
                    onError: (caught) => setError(caught.message || messages.unknownError),
                  });
                }}
              >
                {removingId === payment.id ? 'Bekräfta borttagning' : 'Ta bort'}
              </Button>
            </li>
          ))}
        </RowList>
      )}
    </FormDialog>
  );
}
