import type { ReactNode } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { invoiceActions } from '../../../shared/invoice-actions';
import { useInvoiceDraft } from './api/invoice-draft';
import {
  INVOICE_STATUSES,
  invoiceInputSchema,
  type Invoice,
  type InvoiceFormValues,
  type InvoiceInput,
} from '../../../shared/invoices';
import { customerAddress } from '../../../shared/customers';
import { INVOICE_STATUS_LABELS } from '../../../shared/labels';
import type { WorkOrder } from '../../../shared/work-orders';
import { isIsoDate } from '../../../shared/dates';
import { formatKronor } from '../../../shared/money';
import { ApiError } from '../../lib/api-client';
import { Alert, AlertList } from '../../ui/alert';
import { FieldGrid } from '../../ui/field-grid';
import { FormDialog } from '../../ui/mui/form-dialog';
import { FormTextField, TextField } from '../../ui/mui/text-field';
import { Divider } from '../../ui/stack';
import { useSaveInvoice } from './api/save-invoice';
import { useCustomerToBill } from './api/customer-to-bill';
import { useNextInvoiceNumber } from './api/next-invoice-number';
import { useWorkOrderChoices } from './api/work-order-choices';
import { lineProblems } from './invoice-line-hints';
import { InvoiceLinesEditor } from './invoice-lines-editor';
import { InvoiceTotals } from './invoice-totals';
import { defaultsFrom, linesFromDraft } from './invoice-form-defaults';

interface Props {
  invoice: Invoice | null;
  /** A work order that starts a new invoice, prefilled with its materials. */
  fromWorkOrder: WorkOrder | null;
  onClose(): void;
  onSaved(message: string): void;
  /** The saved invoice's trail ("Händelser"), composed by the app shell. */
  events?: ((invoice: Invoice) => ReactNode) | undefined;
  /** "Skriv utkast med AI" for the invoice's text, composed by the app shell: `apply` puts an accepted draft in it. */
  notesDraft?: ((target: { workOrderId: string; apply(text: string): void }) => ReactNode) | undefined;
}

export function InvoiceDialog({ invoice, fromWorkOrder, onClose, onSaved, events, notesDraft }: Props) {
  const workOrders = useWorkOrderChoices(invoice?.workOrderId ?? fromWorkOrder?.id ?? null);
  const save = useSaveInvoice();
  const [saveError, setSaveError] = useState<string | null>(null);
  // Past what the customer approved (QUOTES.md decision 6): the server's sentence, and a reason to save anyway.
  const [limitPassed, setLimitPassed] = useState<string | null>(null);
  const form = useForm<InvoiceFormValues, unknown, InvoiceInput>({
    resolver: zodResolver(invoiceInputSchema),
    defaultValues: defaultsFrom(invoice, fromWorkOrder),
  });
  const status = useWatch({ control: form.control, name: 'status' });
  // What has been paid or credited keeps its content: it is corrected with a credit note (docs/invoicing.md).
  const isLocked = invoice ? !invoiceActions(invoice).canEditContent : false;
  // The work order's customer of the register fills the customer fields and sets the payment terms.
  const workOrderId = useWatch({ control: form.control, name: 'workOrderId' });
  const billedWorkOrder =
    workOrderId === fromWorkOrder?.id ? fromWorkOrder : workOrders.data?.find((choice) => choice.id === workOrderId);
  const customerId = invoice ? null : (billedWorkOrder?.customerId ?? null);
  const customer = useCustomerToBill(customerId);
  useEffect(() => {
    const found = customer.data;
    if (!found || isLocked) return;
    form.setValue('customerId', found.id);
    const fill = (
      name: 'customerName' | 'customerEmail' | 'customerAddress' | 'buyerReference',
      value: string | null,
    ) => {
      if (value && !form.getFieldState(name).isDirty)
        form.setValue(name, value, { shouldValidate: form.formState.isSubmitted });
    };
    fill('customerName', found.name);
    fill('customerEmail', found.email);
    fill('customerAddress', customerAddress(found));
    fill('buyerReference', found.reference);
  }, [customer.data, form, isLocked]);
  // A new invoice from a work order starts from the lines the server proposes, its time included.
  const draft = useInvoiceDraft(!invoice && fromWorkOrder ? fromWorkOrder.id : null);
  useEffect(() => {
    if (!draft.data || !fromWorkOrder || form.getFieldState('items').isDirty) return;
    form.setValue('items', linesFromDraft(draft.data, fromWorkOrder));
  }, [draft.data, fromWorkOrder, form]);
  const invoiceDate = useWatch({ control: form.control, name: 'invoiceDate' });
  // The number and the due date follow the invoice date; a date being typed asks nothing yet.
  const nextNumber = useNextInvoiceNumber(
    !invoice,
    customerId,
    isIsoDate(invoiceDate ?? '') ? (invoiceDate ?? null) : null,
  );
  const proposedDueDate = nextNumber.data?.dueDate;
  useEffect(() => {
    if (proposedDueDate && !form.getFieldState('dueDate').isDirty) form.setValue('dueDate', proposedDueDate);
  }, [proposedDueDate, form]);
  const errors = form.formState.errors;
  const hasRequiredErrors = Boolean(errors.customerName || errors.customerEmail || errors.workOrderId);
  const hasLineErrors = Boolean(errors.items);

  const onSubmit = form.handleSubmit(async (values) => {
    setSaveError(null);
    try {
      await save.mutateAsync({ id: invoice?.id, values });
      onSaved(invoice ? 'Fakturan har uppdaterats.' : 'Fakturan har skapats.');
    } catch (error) {
      if (error instanceof ApiError && error.code === 'invoice.price_limit_passed') setLimitPassed(error.message);
      else setSaveError(error instanceof Error ? error.message : 'Kunde inte spara fakturan.');
    }
  });

  return (
    <FormDialog
      title={invoice ? `Redigera faktura ${invoice.invoiceNumber}` : 'Ny faktura'}
      isSubmitting={form.formState.isSubmitting}
      onClose={onClose}
      onSubmit={onSubmit}
    >
      {hasRequiredErrors && <Alert severity="error">Vänligen fyll i alla obligatoriska fält</Alert>}
      {hasLineErrors && (
        <Alert severity="error">
          Vänligen kontrollera att alla fakturarader är korrekt ifyllda
          <AlertList items={lineProblems(errors.items)} />
        </Alert>
      )}
      {saveError && <Alert severity="error">{saveError}</Alert>}
      {draft.data?.limitAmount != null && !limitPassed && (
        <Alert severity="info">
          {`Kunden har godkänt ${formatKronor(draft.data.approvedAmount ?? 0)} inkl. moms. Fakturan får bli högst ${formatKronor(draft.data.limitAmount)} (${draft.data.limitKind === 'ceiling' ? 'takpris' : 'konsumenttjänstlagen 36 §'}) utan att du anger ett skäl.`}
        </Alert>
      )}
      {limitPassed && (
        <Alert severity="warning">
          {limitPassed}
          <FormTextField control={form.control} name="override.reason" label="Skäl" required multiline minRows={2} />
        </Alert>
      )}
      {isLocked && (
        <Alert severity="info">
          {invoice?.creditForInvoiceId
            ? 'Det här är en kreditfaktura. Du kan ändra status, betaldatum och meddelande.'
            : 'Fakturan har betalats eller krediterats. Du kan ändra status, betaldatum och meddelande; rätta innehållet med en kreditfaktura.'}
        </Alert>
      )}
      <FieldGrid>
        <TextField
          label="Fakturanummer"
          value={invoice?.invoiceNumber ?? nextNumber.data?.invoiceNumber ?? 'Skapas när fakturan sparas'}
          onChange={() => undefined}
          helperText={invoice ? undefined : 'Nästa nummer i serien. Hinner någon före får fakturan nästa.'}
          readOnly
        />
        <FormTextField
          control={form.control}
          name="workOrderId"
          label="Arbetsorder"
          options={(workOrders.data ?? []).map((workOrder) => ({
            value: workOrder.id,
            label: `${workOrder.workOrderNumber} – ${workOrder.title}`,
          }))}
          required
          disabled={isLocked || workOrders.isPending}
        />
        <FormTextField
          control={form.control}
          name="customerName"
          label="Kundens namn"
          required
          disabled={isLocked}
          autoComplete="organization"
        />
        <FormTextField
          control={form.control}
          name="customerEmail"
          label="Kundens e-post"
          type="email"
          required
          disabled={isLocked}
        />
      </FieldGrid>
      <FormTextField
        control={form.control}
        name="customerAddress"
        label="Kundens adress"
        multiline
        minRows={2}
        disabled={isLocked}
      />
      <FieldGrid>
        <FormTextField
          control={form.control}
          name="buyerReference"
          label="Er referens"
          disabled={isLocked}
          helperText="Kundens referens; offentliga kunder kräver den på e-fakturan"
        />
        <FormTextField control={form.control} name="orderReference" label="Ert ordernummer" disabled={isLocked} />
      </FieldGrid>
      <Divider />
      <InvoiceLinesEditor control={form.control} isLocked={isLocked} />
      <InvoiceTotals control={form.control} />
      <Divider />
      <FieldGrid columns="1fr 1fr">
        <FormTextField
          control={form.control}
          name="invoiceDate"
          label="Fakturadatum"
          type="date"
          disabled={Boolean(invoice)}
          helperText={
            invoice
              ? 'Följer fakturanumret och ändras inte.'
              : 'Inte senare än i dag, inte före senaste fakturans datum.'
          }
        />
        <FormTextField control={form.control} name="dueDate" label="Förfallodatum" type="date" disabled={isLocked} />
      </FieldGrid>
      <FieldGrid columns="1fr 1fr">
        <FormTextField
          control={form.control}
          name="status"
          label="Status"
          options={INVOICE_STATUSES.map((value) => ({ value, label: INVOICE_STATUS_LABELS[value] }))}
        />
        {status === 'paid' && (
          <FormTextField
            control={form.control}
            name="paidAt"
            label="Betaldatum"
            type="date"
            helperText="Tomt = i dag"
          />
        )}
      </FieldGrid>
      <FormTextField
        control={form.control}
        name="notes"
        label="Utfört arbete och meddelande"
        helperText="Skrivs på fakturan under raderna"
        multiline
        minRows={2}
      />
      {notesDraft &&
        !isLocked &&
        workOrderId &&
        notesDraft({
          workOrderId,
          // After what the text already says ("Avser arbetsorder …"), never over it.
          apply: (text) => {
            const current = (form.getValues('notes') ?? '').trim();
            form.setValue('notes', current ? `${current}\n\n${text}` : text, {
              shouldDirty: true,
              shouldValidate: form.formState.isSubmitted,
            });
          },
        })}
      {invoice && events && (
        <>
          <Divider />
          <h3 style={{ margin: 0, fontSize: '1rem' }}>Händelser</h3>
          {events(invoice)}
        </>
      )}
    </FormDialog>
  );
}
