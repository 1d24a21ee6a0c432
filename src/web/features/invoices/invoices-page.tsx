import { useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { INVOICE_FILTER_LABELS } from '../../../shared/labels';
import { Button, LinkButton } from '../../ui/button';
import { islandOf } from '../../ui/island';
import { ListPageShell } from '../../ui/list-page';
import { invoicesQuery } from './api/list-invoices';
import { useInvoice } from './api/get-invoice';
import { useWorkOrderToBill } from './api/work-order-to-bill';
import { InvoiceList } from './invoice-list';
import { useInvoiceDialogs, type InvoiceDialogOptions } from './use-invoice-dialogs';

// The list is drawn without MUI; the export dialog loads it when first opened.
const ExportDialog = islandOf(() => import('./export-dialog').then((module) => module.ExportDialog));

/** 'Fakturor'; the app shell may put a notice above the list (the company details still missing). */
export default function InvoicesPage({
  notice: banner,
  events,
  notesDraft,
}: {
  notice?: ReactNode;
  events?: InvoiceDialogOptions['events'];
  notesDraft?: InvoiceDialogOptions['notesDraft'];
}) {
  const [searchParams, setSearchParams] = useSearchParams();
  const [isExportOpen, setExportOpen] = useState(false);
  // 'Skapa faktura' on a work order lands here with ?fromWorkOrder={id}.
  const fromWorkOrderId = searchParams.get('fromWorkOrder');
  const fromWorkOrder = useWorkOrderToBill(fromWorkOrderId);
  // The receivables' "Påminn" lands here with ?remind={id}.
  const remindId = searchParams.get('remind');
  const toRemind = useInvoice(remindId);
  const { actions, dialogs, startNew } = useInvoiceDialogs({
    events,
    notesDraft,
    fromWorkOrder: fromWorkOrderId ? (fromWorkOrder.data ?? null) : null,
    onEditorClosed: () => fromWorkOrderId && setSearchParams({}, { replace: true }),
    remindOf: remindId ? (toRemind.data ?? null) : null,
    onReminderClosed: () => remindId && setSearchParams({}, { replace: true }),
  });

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
            <Button variant="primary" icon="add" onClick={startNew}>
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
          onAction: startNew,
        }}
      >
        {(items, isCompact) => <InvoiceList invoices={items} isCompact={isCompact} {...actions} />}
      </ListPageShell>
      {dialogs}
      {isExportOpen && <ExportDialog onClose={() => setExportOpen(false)} />}
    </>
  );
}
