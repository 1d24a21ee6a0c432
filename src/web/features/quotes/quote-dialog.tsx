import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { toOre } from '../../../shared/money';
import { PRICE_TYPES, type PriceType } from '../../../shared/quote-price-limit';
import { priceTypeMeaning } from '../../../shared/quote-price-words';
import { PRICE_TYPE_LABELS } from '../../../shared/quote-texts';
import type { Quote } from '../../../shared/quote-shapes';
import type { VatTreatment } from '../../../shared/vat-treatment';
import { quoteInputSchema, type QuoteFormValues, type QuoteInput } from '../../../shared/quotes';
import { decimalText } from '../../../shared/validation';
import { Alert } from '../../ui/alert';
import { FieldGrid } from '../../ui/field-grid';
import { RadioChoiceField } from '../../ui/mui/choice-field';
import { FormDialog } from '../../ui/mui/form-dialog';
import { SearchPicker, type PickerOption } from '../../ui/mui/search-picker';
import { FormTextField } from '../../ui/mui/text-field';
import { Divider } from '../../ui/stack';
import { useCustomerChoices, useMachineChoices } from '../../lib/register-choices';
import { useCustomerVatTreatment, useMachineLabel } from './api/quote-form-records';
import { useSaveQuote } from './api/save-quote';
import { useProposeExtraWork } from './api/work-order-quotes';
import { quoteDefaults } from './quote-form-defaults';
import { QuoteLinesEditor } from './quote-lines-editor';
import { QuoteTotals } from './quote-totals';

const schemaResolver = zodResolver(quoteInputSchema);
/** The shared schema, with an empty Takpris read as none (the field holds text). */
const resolver: Resolver<QuoteFormValues, unknown, QuoteInput> = (values, context, options) =>
  schemaResolver({ ...values, maxAmount: values.maxAmount === '' ? null : values.maxAmount }, context, options);

/** Extra work on a job: its customer and machine are the job's (QUOTES.md decision 7). */
export interface ExtraWorkOf {
  workOrderId: string;
  customerId: string;
  customerName: string;
  machineId: string | null;
}

interface Props {
  quote: Quote | null;
  extraWorkOf?: ExtraWorkOf | undefined;
  onClose(): void;
  onSaved(quote: Quote, message: string): void;
}

const capitalised = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

/** A quote's price types, each with what it means for this customer beside it. */
function priceTypeOptions(consumer: boolean, maxAmount: unknown) {
  const text = decimalText(maxAmount);
  const maxOre = text === null ? null : toOre(Number(text));
  return PRICE_TYPES.map((value) => ({
    value,
    label: PRICE_TYPE_LABELS[value],
    detail: capitalised(priceTypeMeaning(value, consumer, maxOre).replace(`${PRICE_TYPE_LABELS[value]}: `, '')),
  }));
}

/**
 * The VAT the chosen customer's invoice would get, as the server decides it (shared/vat-treatment.ts):
 * from the picked option at once, else read from the customer; the saved quote's until then.
 */
function useVatTreatment(customer: PickerOption | null, quote: Quote | null, extraWorkOf: ExtraWorkOf | undefined) {
  const customerId = extraWorkOf?.customerId ?? customer?.id ?? null;
  const picked = customer?.meta?.vatTreatment as VatTreatment | undefined;
  const read = useCustomerVatTreatment(picked ? null : customerId);
  if (picked) return picked;
  if (read.data) return read.data;
  return quote && quote.customerId === customerId ? quote.vatTreatment : 'standard';
}

/** Ny offert / Ändra offert: customer, machine, price type, validity, terms and lines, totals as one types. */
export function QuoteDialog({ quote, extraWorkOf, onClose, onSaved }: Props) {
  const save = useSaveQuote();
  const propose = useProposeExtraWork();
  const [saveError, setSaveError] = useState<string | null>(null);
  const [customer, setCustomer] = useState<PickerOption | null>(
    quote ? { id: quote.customerId, label: quote.customerName, meta: { consumer: quote.consumer ? 'yes' : '' } } : null,
  );
  // The saved machine by its name once read; undefined until the user picks another (or none).
  const savedMachine = useMachineLabel(quote?.machineId ?? null);
  const [pickedMachine, setMachine] = useState<PickerOption | null | undefined>(undefined);
  const machine =
    pickedMachine !== undefined
      ? pickedMachine
      : quote?.machineId
        ? {
            id: quote.machineId,
            label: savedMachine.data ?? (savedMachine.isError ? 'Maskinen gick inte att läsa' : 'Hämtar maskinen …'),
          }
        : null;
  const form = useForm<QuoteFormValues, unknown, QuoteInput>({
    resolver,
    defaultValues: quoteDefaults(quote, extraWorkOf ?? {}),
  });
  const priceType = useWatch({ control: form.control, name: 'priceType' });
  const maxAmount = useWatch({ control: form.control, name: 'maxAmount' });
  const consumer = quote?.consumer ?? customer?.meta?.consumer === 'yes';
  const vatTreatment = useVatTreatment(customer, quote, extraWorkOf);
  const useMachines = (query: string) => useMachineChoices(query, customer?.id ?? extraWorkOf?.customerId ?? null);
  const isSent = quote !== null && quote.status !== 'draft';
  const errors = form.formState.errors;

  const onSubmit = form.handleSubmit(async (values) => {
    setSaveError(null);
    try {
      if (extraWorkOf) {
        const saved = await propose.mutateAsync({ workOrderId: extraWorkOf.workOrderId, values });
        onSaved(saved, 'Tilläggsarbetet är sparat som utkast.');
        return;
      }
      const saved = await save.mutateAsync({ id: quote?.id, values });
      onSaved(
        saved,
        quote ? (isSent ? `Version ${saved.version} är sparad.` : 'Offerten är sparad.') : 'Offerten är skapad.',
      );
    } catch (error) {
      setSaveError(error instanceof Error ? error.message : 'Kunde inte spara offerten.');
    }
  });

  return (
    <FormDialog
      title={extraWorkOf ? 'Föreslå tilläggsarbete' : quote ? `Ändra offert ${quote.number}` : 'Ny offert'}
      isSubmitting={form.formState.isSubmitting}
      onClose={onClose}
      onSubmit={onSubmit}
    >
      {saveError && <Alert severity="error">{saveError}</Alert>}
      {isSent && (
        <Alert severity="info">
          Offerten är skickad. Sparar du blir ändringen version {quote.version + 1}, som kunden ser när du skickar den.
        </Alert>
      )}
      {extraWorkOf ? (
        <Alert severity="info">Tilläggsarbete för {extraWorkOf.customerName} på den här arbetsordern.</Alert>
      ) : (
        <FieldGrid>
          <SearchPicker
            label="Kund"
            value={customer}
            required
            onChange={(option) => {
              setCustomer(option);
              setMachine(null);
              form.setValue('customerId', option?.id ?? '', { shouldValidate: form.formState.isSubmitted });
              form.setValue('machineId', null);
            }}
            useOptions={useCustomerChoices}
            error={errors.customerId?.message}
            helperText="Sök på namn eller kundnummer"
          />
          <SearchPicker
            label="Maskin"
            value={machine}
            onChange={(option) => {
              setMachine(option);
              form.setValue('machineId', option?.id ?? null);
            }}
            useOptions={useMachines}
            helperText="Valfritt: maskinen offerten gäller"
          />
        </FieldGrid>
      )}
      <Controller
        control={form.control}
        name="priceType"
        render={({ field, fieldState }) => (
          <RadioChoiceField<PriceType>
            label="Pristyp"
            value={field.value}
            onChange={(next) => {
              field.onChange(next);
              if (next !== 'running') form.setValue('maxAmount', null);
            }}
            options={priceTypeOptions(consumer, maxAmount)}
            error={fieldState.error?.message}
          />
        )}
      />
      <FieldGrid>
        {priceType === 'running' && (
          <FormTextField
            control={form.control}
            name="maxAmount"
            label="Takpris (kr inkl. moms)"
            inputMode="decimal"
            helperText="Valfritt: fakturan får inte gå över det utan godkänt tilläggsarbete"
          />
        )}
        <FormTextField control={form.control} name="validUntil" label="Giltig till" type="date" />
      </FieldGrid>
      <Divider />
      <QuoteLinesEditor control={form.control} isLocked={false} />
      <QuoteTotals control={form.control} vatTreatment={vatTreatment} />
      <Divider />
      <FormTextField
        control={form.control}
        name="terms"
        label="Villkor"
        multiline
        minRows={2}
        helperText="Skrivs på offerten och visas för kunden"
      />
    </FormDialog>
  );
}
