import { useState, type ComponentProps, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import type { Invoice } from '../../../shared/invoices';
import { INVOICE_FILTER_LABELS } from '../../../shared/labels';
import { messages } from '../../../shared/messages';
import { Button, LinkButton } from '../../ui/button';
import { ConfirmDialog, NoticeSnackbar, type Notice } from '../../ui/feedback';
import { islandOf } from '../../ui/island';
import { ListPageShell } from '../../ui/list-page';
import { useCreditInvoice } from './api/credit-invoice';
import { useDeleteInvoice } from './api/delete-invoice';
import { downloadInvoicePdf } from './api/download-invoice-pdf';
import { downloadInvoicePeppol } from './api/download-invoice-peppol';
import { invoicesQuery } from './api/list-invoices';
import { useInvoice } from './api/get-invoice';
import { useInterestInvoice } from './api/interest-invoice';
import { formatKronor } from '../../lib/format';
import { useWorkOrderToBill } from './api/work-order-to-bill';
import { InvoiceList } from './invoice-list';

// The list is drawn without MUI; the dialogs load it when first opened.
const InvoiceDialog = islandOf(() => import('./invoice-dialog').then((module) => module.InvoiceDialog));
const ExportDialog = islandOf(() => import('./export-dialog').then((module) => module.ExportDialog));
const SendDialog = islandOf(() => import('./send-dialog').then((module) => module.SendDialog));
const PaymentDialog = islandOf(() => import('./payment-dialog').then((module) => module.PaymentDialog));
const ReminderDialog = islandOf(() => import('./reminder-dialog').then((module) => module.ReminderDialog));

const errorText = (caught: unknown) => (caught instanceof Error ? caught.message : messages.unknownError);

/** 'Fakturor'; the app shell may put a notice above the list (the company details still missing). */
export default function InvoicesPage({
  notice: banner,
  events,
  notesDraft,
}: {
  notice?: ReactNode;
  events?: (invoice: Invoice) => ReactNode;
  notesDraft?: ComponentProps<typeof InvoiceDialog>['notesDraft'];
}) {
  const [searchParams, setSearchParams] = useSearchParams();
  const [editing, setEditing] = useState<Invoice | null | 'new'>(null);
  const [deleting, setDeleting] = useState<Invoice | null>(null);
  const [crediting, setCrediting] = useState<Invoice | null>(null);
  const [sending, setSending] = useState<Invoice | null>(null);
  const [paying, setPaying] = useState<Invoice | null>(null);
  const [reminding, setReminding] = useState<Invoice | null>(null);
  const [billingInterest, setBillingInterest] = useState<Invoice | null>(null);
  const billInterest = useInterestInvoice();
  const [isExportOpen, setExportOpen] = useState(false);
  const [downloadingId, setDownloadingId] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const remove = useDeleteInvoice();
  const credit = useCreditInvoice();

  // 'Skapa faktura' on a work order lands here with ?fromWorkOrder={id}.
  const fromWorkOrderId = searchParams.get('fromWorkOrder');
  // The receivables' "Påminn" lands here with ?remind={id}.
  const remindId = searchParams.get('remind');
  const toRemind = useInvoice(remindId);
  const remindOf = reminding ?? (remindId ? (toRemind.data ?? null) : null);
  const closeReminder = () => {
    setReminding(null);
    if (remindId) setSearchParams({}, { replace: true });
  };
  const fromWorkOrder = useWorkOrderToBill(fromWorkOrderId);
  const closeDialog = () => {
    setEditing(null);
    if (fromWorkOrderId) setSearchParams({}, { replace: true });
  };

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
    } catch (caught) {
      setNotice({ severity: 'error', text: errorText(caught) });
    }
  };

  return (
    <>
      <ListPageShell
        title="Fakturor"
        filterLabels={INVOICE_FILTER_LABELS}
        listQuery={invoicesQuery}
        banner={banner}
        actions={
          <>
            <LinkButton to="/payments" icon="uploadFileOutlined">
              Läs in bankfil
            </LinkButton>
            <Button icon="fileDownloadOutlined" onClick={() => setExportOpen(true)}>
              Exportera till bokföring
            </Button>
            <Button variant="primary" icon="add" onClick={() => setEditing('new')}>
              Ny faktura
            </Button>
          </>
        }
        errorText="Kunde inte hämta fakturorna."
        empty={{
          icon: 'receiptLong',
          text: 'Inga fakturor ännu. Skapa din första faktura.',
          filteredText: 'Inga fakturor med den statusen.',
          actionLabel: 'Ny faktura',
          onAction: () => setEditing('new'),
        }}
      >
        {(items, isCompact) => (
          <InvoiceList
            invoices={items}
            isCompact={isCompact}
            onEdit={setEditing}
            onDelete={setDeleting}
            onCredit={setCrediting}
            onSend={setSending}
            onPay={setPaying}
            onRemind={setReminding}
            onBillInterest={setBillingInterest}
            onDownload={download}
            onDownloadPeppol={(invoice) => download(invoice, 'peppol')}
            downloadingId={downloadingId}
          />
        )}
      </ListPageShell>
      {(editing || (fromWorkOrderId && fromWorkOrder.data)) && (
        <InvoiceDialog
          invoice={editing && editing !== 'new' ? editing : null}
          fromWorkOrder={editing && editing !== 'new' ? null : (fromWorkOrder.data ?? null)}
          onClose={closeDialog}
          events={events}
          notesDraft={notesDraft}
          onSaved={(text) => {
            closeDialog();
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
            await run(() => remove.mutateAsync(deleting.id), 'Fakturan har tagits bort.');
            setDeleting(null);
          }}
          onClose={() => setDeleting(null)}
        />
      )}
      {crediting && (
        <ConfirmDialog
          open
          title="Kreditera faktura"
          text={`En kreditfaktura med eget nummer skapas för faktura ${crediting.invoiceNumber} och tar ut hela beloppet.`}
          confirmLabel="Kreditera"
          isWorking={credit.isPending}
          onConfirm={async () => {
            await run(() => credit.mutateAsync(crediting.id), 'Kreditfakturan har skapats.');
            setCrediting(null);
          }}
          onClose={() => setCrediting(null)}
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
      {remindOf && (
        <ReminderDialog
          invoice={remindOf}
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
      {isExportOpen && <ExportDialog onClose={() => setExportOpen(false)} />}
      {notice && <NoticeSnackbar notice={notice} onClose={() => setNotice(null)} />}
    </>
  );
}
