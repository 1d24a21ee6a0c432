import { useState, type ComponentProps, type ReactNode } from 'react';
import type { Invoice } from '../../../shared/invoices';
import { messages } from '../../../shared/messages';
import type { WorkOrder } from '../../../shared/work-orders';
import { ConfirmDialog, NoticeSnackbar, type Notice } from '../../ui/feedback';
import { islandOf } from '../../ui/island';
import { formatKronor } from '../../lib/format';
import { useDeleteInvoice } from './api/delete-invoice';
import { downloadInvoicePdf } from './api/download-invoice-pdf';
import { downloadInvoicePeppol } from './api/download-invoice-peppol';
import { useInterestInvoice } from './api/interest-invoice';
import type { InvoiceActions } from './invoice-action-list';

// The screens are drawn without MUI; the dialogs load it when first opened.
const InvoiceDialog = islandOf(() => import('./invoice-dialog').then((module) => module.InvoiceDialog));
const SendDialog = islandOf(() => import('./send-dialog').then((module) => module.SendDialog));
const PaymentDialog = islandOf(() => import('./payment-dialog').then((module) => module.PaymentDialog));
const CreditDialog = islandOf(() => import('./credit-dialog').then((module) => module.CreditDialog));
const ReminderDialog = islandOf(() => import('./reminder-dialog').then((module) => module.ReminderDialog));

const errorText = (caught: unknown) => (caught instanceof Error ? caught.message : messages.unknownError);

export interface InvoiceDialogOptions {
  events?: (invoice: Invoice) => ReactNode;
  notesDraft?: ComponentProps<typeof InvoiceDialog>['notesDraft'];
  /** A new invoice starts from this work order ("Skapa faktura" on a work order). */
  fromWorkOrder?: WorkOrder | null;
  /** The form closed (saved or not): the list clears ?fromWorkOrder. */
  onEditorClosed?(): void;
  /** An invoice to remind of without a click (the receivables' "Påminn" link). */
  remindOf?: Invoice | null;
  onReminderClosed?(): void;
  /** After a delete (the invoice's own page goes back to the list). */
  onDeleted?(): void;
}

/**
 * Everything an invoice's actions open, for the list and the invoice's own page alike: the dialogs,
 * the confirmations, the downloads and the notice that tells how it went.
 */
export function useInvoiceDialogs(options: InvoiceDialogOptions = {}) {
  const {
    events,
    notesDraft,
    fromWorkOrder = null,
    onEditorClosed,
    remindOf = null,
    onReminderClosed,
    onDeleted,
  } = options;
  const [editing, setEditing] = useState<Invoice | null | 'new'>(null);
  const [deleting, setDeleting] = useState<Invoice | null>(null);
  const [crediting, setCrediting] = useState<Invoice | null>(null);
  const [sending, setSending] = useState<Invoice | null>(null);
  const [paying, setPaying] = useState<Invoice | null>(null);
  const [reminding, setReminding] = useState<Invoice | null>(null);
  const [billingInterest, setBillingInterest] = useState<Invoice | null>(null);
  const [downloadingId, setDownloadingId] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const billInterest = useInterestInvoice();
  const remove = useDeleteInvoice();

  const download = async (invoice: Invoice, as: 'pdf' | 'peppol' = 'pdf') => {
    if (!invoice.id) {
      setNotice({ severity: 'error', text: messages.invoiceIdMissing });
      return;
    }
    setDownloadingId(as === 'pdf' ? invoice.id : `${invoice.id}:peppol`);
    try {
      await (as === 'pdf' ? downloadInvoicePdf(invoice) : downloadInvoicePeppol(invoice));
    } catch (caught) {
      setNotice({ severity: 'error', text: errorText(caught) });
    } finally {
      setDownloadingId(null);
    }
  };

  const run = async (action: () => Promise<unknown>, success: string) => {
    try {
      await action();
      setNotice({ severity: 'success', text: success });
      return true;
    } catch (caught) {
      setNotice({ severity: 'error', text: errorText(caught) });
      return false;
    }
  };

  const closeEditor = () => {
    setEditing(null);
    onEditorClosed?.();
  };
  const remindOne = reminding ?? remindOf;
  const closeReminder = () => {
    setReminding(null);
    onReminderClosed?.();
  };

  const actions: InvoiceActions = {
    onEdit: setEditing,
    onDelete: setDeleting,
    onCredit: setCrediting,
    onSend: setSending,
    onPay: setPaying,
    onRemind: setReminding,
    onBillInterest: setBillingInterest,
    onDownload: (invoice) => void download(invoice),
    onDownloadPeppol: (invoice) => void download(invoice, 'peppol'),
    downloadingId,
  };

  const dialogs = (
    <>
      {(editing || fromWorkOrder) && (
        <InvoiceDialog
          invoice={editing && editing !== 'new' ? editing : null}
          fromWorkOrder={editing && editing !== 'new' ? null : fromWorkOrder}
          onClose={closeEditor}
          events={events}
          notesDraft={notesDraft}
          onSaved={(text) => {
            closeEditor();
            setNotice({ severity: 'success', text });
          }}
        />
      )}
      {deleting && (
        <ConfirmDialog
          open
          title="Bekräfta borttagning"
          text={`Vill du ta bort faktura ${deleting.invoiceNumber}? Denna åtgärd kan inte ångras.`}
          confirmLabel="Ta bort"
          isWorking={remove.isPending}
          onConfirm={async () => {
            const isDeleted = await run(() => remove.mutateAsync(deleting.id), 'Fakturan har tagits bort.');
            setDeleting(null);
            if (isDeleted) onDeleted?.();
          }}
          onClose={() => setDeleting(null)}
        />
      )}
      {crediting && (
        <CreditDialog
          invoice={crediting}
          onClose={() => setCrediting(null)}
          onCredited={(text) => {
            setCrediting(null);
            setNotice({ severity: 'success', text });
          }}
        />
      )}
      {paying && (
        <PaymentDialog
          invoice={paying}
          onClose={() => setPaying(null)}
          onSaved={(text) => {
            setPaying(null);
            setNotice({ severity: 'success', text });
          }}
        />
      )}
      {billingInterest && (
        <ConfirmDialog
          open
          title="Fakturera dröjsmålsränta"
          text={`En räntefaktura utan moms skapas på ${formatKronor(billingInterest.interestToDate)} för faktura ${billingInterest.invoiceNumber}. Därefter räknas räntan från i dag.`}
          confirmLabel="Skapa räntefaktura"
          isWorking={billInterest.isPending}
          onConfirm={async () => {
            await run(() => billInterest.mutateAsync(billingInterest.id), 'Räntefakturan har skapats.');
            setBillingInterest(null);
          }}
          onClose={() => setBillingInterest(null)}
        />
      )}
      {remindOne && (
        <ReminderDialog
          invoice={remindOne}
          onClose={closeReminder}
          onSent={(text) => {
            closeReminder();
            setNotice({ severity: 'success', text });
          }}
        />
      )}
      {sending && (
        <SendDialog
          invoice={sending}
          onClose={() => setSending(null)}
          onSent={(text) => {
            setSending(null);
            setNotice({ severity: 'success', text });
          }}
        />
      )}
      {notice && <NoticeSnackbar notice={notice} onClose={() => setNotice(null)} />}
    </>
  );

  return { actions, dialogs, startNew: () => setEditing('new') };
}
