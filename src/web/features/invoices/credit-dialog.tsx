import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch, type Control } from 'react-hook-form';
import {
  creditRequestOf,
  creditRequestSchema,
  creditTotals,
  type CreditedInvoice,
  type CreditRequestInput,
  type EarlierCredit,
} from '../../../shared/credit';
import { CREDIT_CHOICE_LABELS, CREDIT_CHOICES, creditFormSchema, type CreditForm } from '../../../shared/credit-form';
import type { Invoice } from '../../../shared/invoices';
import { messages } from '../../../shared/messages';
import { formatOre, formatQuantity, VAT_RATE_PERCENT } from '../../../shared/money';
import { vatRateOf } from '../../../shared/vat-treatment';
import { Alert } from '../../ui/alert';
import { FormDialog } from '../../ui/mui/form-dialog';
import { FormTextField } from '../../ui/mui/text-field';
import { SumTable } from '../../ui/sum-table';
import { Text } from '../../ui/text';
import { useCreditInvoice } from './api/credit-invoice';
import { useCreditNotes } from './api/credit-notes';

const ore = (kronor: number) => Math.round(kronor * 100);

/** An invoice as the API shows it, in the figures creditTotals reads (öre and hundredths). */
function creditedInvoiceOf(invoice: Invoice): CreditedInvoice {
  return {
    invoiceNumber: invoice.invoiceNumber,
    vatRatePercent: vatRateOf(invoice.vatTreatment),
    lines: invoice.items.map((item, position) => ({
      id: item.id,
      position,
      description: item.description,
      quantityHundredths: ore(item.quantity),
      unitPriceOre: ore(item.price),
      amountOre: ore(item.amount),
      unit: item.unit,
    })),
    netOre: ore(invoice.net),
    vatOre: ore(invoice.vat),
    roundingOre: ore(invoice.roundingAmount),
    amountToPayOre: ore(invoice.amountToPay),
  };
}

/**
 * The earlier credit notes as creditTotals reads them: their totals, and what chosen-line credits took back of
 * each line (the original's `creditedQuantity`, counted once, on the first note).
 */
function earlierOf(invoice: Invoice, notes: readonly Invoice[]): EarlierCredit[] {
  const credited: EarlierCredit['lines'] = invoice.items
    .filter((item) => item.creditedQuantity > 0)
    .map((item) => ({
      creditsLineId: item.id,
      quantityHundredths: -ore(item.creditedQuantity),
      amountOre: -Math.round(item.creditedQuantity * ore(item.price)),
    }));
  return notes.map((note, index) => ({
    netOre: ore(note.net),
    vatOre: ore(note.vat),
    roundingOre: ore(note.roundingAmount),
    amountToPayOre: ore(note.amountToPay),
    lines: index === 0 ? credited : [],
  }));
}

/** "Kreditera": the rest of the invoice, chosen lines or an amount, with the note's figures as one types. */
export function CreditDialog({
  invoice,
  onClose,
  onCredited,
}: {
  invoice: Invoice;
  onClose(): void;
  onCredited(text: string): void;
}) {
  const credit = useCreditInvoice();
  const earlierNotes = useCreditNotes(invoice.creditNoteIds);
  const [error, setError] = useState<string | null>(null);
  const form = useForm<CreditForm, unknown, CreditRequestInput>({
    resolver: zodResolver(creditFormSchema),
    defaultValues: {
      choice: 'whole',
      lines: invoice.items.map((item) => ({ lineId: item.id, quantity: '' })),
      amount: '',
    },
  });
  // The fields bind the form's values as typed; the resolver turns them into the API's body.
  const control = form.control as unknown as Control<CreditForm>;
  const values = useWatch({ control }) as CreditForm;
  const original = creditedInvoiceOf(invoice);
  const parsedForm = creditFormSchema.safeParse(values);
  const parsedBody = parsedForm.success ? creditRequestSchema.safeParse(parsedForm.data) : null;
  const outcome =
    parsedBody?.success && !earlierNotes.isLoading
      ? creditTotals(original, earlierOf(invoice, earlierNotes.notes), creditRequestOf(parsedBody.data))
      : null;
  const refusal = outcome && !outcome.ok ? outcome.message : null;

  const onSubmit = form.handleSubmit(async (body) => {
    setError(null);
    try {
      await credit.mutateAsync({ id: invoice.id, body });
      onCredited('Kreditfakturan har skapats.');
    } catch (caught) {
      setError(caught instanceof Error && caught.message ? caught.message : messages.unknownError);
    }
  });

  const note = outcome?.ok ? outcome.note : null;
  const rate = vatRateOf(invoice.vatTreatment);
  return (
    <FormDialog
      title="Kreditera faktura"
      submitLabel="Kreditera"
      isSubmitting={form.formState.isSubmitting}
      canSubmit={note !== null}
      onClose={onClose}
      onSubmit={(event) => void onSubmit(event)}
    >
      {error && <Alert severity="error">{error}</Alert>}
      <Text tone="muted" size="small">
        En kreditfaktura med eget nummer skapas för faktura {invoice.invoiceNumber}
        {invoice.creditedAmount > 0 ? `, där ${formatOre(ore(invoice.creditedAmount))} redan är krediterat` : ''}.
      </Text>
      <FormTextField
        control={control}
        name="choice"
        label="Vad ska krediteras?"
        options={CREDIT_CHOICES.map((choice) => ({ value: choice, label: CREDIT_CHOICE_LABELS[choice] }))}
      />
      {values.choice === 'lines' &&
        invoice.items.map((item, index) => (
          <FormTextField
            key={item.id}
            control={control}
            name={`lines.${index}.quantity`}
            label={`Rad ${index + 1}: ${item.description}`}
            inputMode="decimal"
            unit={item.unit ?? 'st'}
            helperText={`Högst ${formatQuantity(item.quantity - item.creditedQuantity)} à ${formatOre(ore(item.price))}`}
          />
        ))}
      {values.choice === 'lines' && form.formState.errors.lines?.message && (
        <Alert severity="error">{form.formState.errors.lines.message}</Alert>
      )}
      {values.choice === 'amount' && (
        <FormTextField
          control={control}
          name="amount"
          label="Belopp inklusive moms"
          inputMode="decimal"
          unit="kr"
          autoFocus
        />
      )}
      {refusal && <Alert severity="warning">{refusal}</Alert>}
      {note && (
        <SumTable
          label="Kreditfakturans belopp"
          rows={[
            { label: 'Netto', value: formatOre(-note.netOre) },
            { label: `Moms ${rate === 0 ? 0 : VAT_RATE_PERCENT} %`, value: formatOre(-note.vatOre) },
            ...(note.roundingOre !== 0 ? [{ label: 'Öresavrundning', value: formatOre(-note.roundingOre) }] : []),
            { label: 'Att kreditera', value: formatOre(-note.amountToPayOre), isTotal: true },
          ]}
        />
      )}
    </FormDialog>
  );
}
