import Add from '@mui/icons-material/Add';
import FileDownload from '@mui/icons-material/FileDownloadOutlined';
import ReceiptLong from '@mui/icons-material/ReceiptLong';
import { Alert, Button, Link, useMediaQuery, useTheme } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { missingCompanyDetails } from '../../../shared/company';
import type { Invoice } from '../../../shared/invoices';
import { messages } from '../../../shared/messages';
import type { WorkOrder } from '../../../shared/work-orders';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { FilterButtons } from '../../components/filter-buttons';
import { ListPanel } from '../../components/list-panel';
import { NoticeSnackbar, type Notice } from '../../components/notice-snackbar';
import { PageHeader } from '../../components/page-header';
import { apiJson, downloadFile } from '../../lib/api-client';
import { useCompany, useCreditInvoice, useDeleteInvoice, useInvoices, type InvoiceFilter } from './api';
import { ExportDialog } from './export-dialog';
import { InvoiceDialog } from './invoice-dialog';
import { InvoiceList } from './invoice-list';

const PAGE_SIZE = 25;
const filters: Array<{ value: InvoiceFilter; label: string }> = [
  { value: 'all', label: 'Alla' },
  { value: 'pending', label: 'Väntande' },
  { value: 'paid', label: 'Betalda' },
  { value: 'overdue', label: 'Förfallna' },
];

export default function InvoicesPage() {
  const theme = useTheme();
  const isCompact = useMediaQuery(theme.breakpoints.down('md'));
  const [searchParams, setSearchParams] = useSearchParams();
  const [filter, setFilter] = useState<InvoiceFilter>('all');
  const [page, setPage] = useState(0);
  const { data, isPending, error } = useInvoices(filter, PAGE_SIZE, page * PAGE_SIZE);
  const company = useCompany();
  const [editing, setEditing] = useState<Invoice | null | 'new'>(null);
  const [deleting, setDeleting] = useState<Invoice | null>(null);
  const [crediting, setCrediting] = useState<Invoice | null>(null);
  const [isExportOpen, setExportOpen] = useState(false);
  const [downloadingId, setDownloadingId] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const remove = useDeleteInvoice();
  const credit = useCreditInvoice();

  // 'Skapa faktura' on a work order lands here with ?fromWorkOrder={id}.
  const fromWorkOrderId = searchParams.get('fromWorkOrder');
  const fromWorkOrder = useQuery({
    queryKey: ['work-orders', 'one', fromWorkOrderId],
    queryFn: () => apiJson<WorkOrder>(`/workorders/${fromWorkOrderId}`),
    enabled: fromWorkOrderId !== null,
  });
  const closeDialog = () => {
    setEditing(null);
    if (fromWorkOrderId) setSearchParams({}, { replace: true });
  };

  const missing = company.data ? missingCompanyDetails(company.data) : [];

  const download = async (invoice: Invoice) => {
    if (!invoice.id) {
      setNotice({ severity: 'error', text: messages.invoiceIdMissing });
      return;
    }
    setDownloadingId(invoice.id);
    try {
      await downloadFile(`/invoice/${invoice.id}/pdf`, `faktura-${invoice.id}.pdf`, 'application/pdf');
    } catch (caught) {
      setNotice({ severity: 'error', text: caught instanceof Error ? caught.message : messages.unknownError });
    } finally {
      setDownloadingId(null);
    }
  };

  const run = async (action: () => Promise<unknown>, success: string) => {
    try {
      await action();
      setNotice({ severity: 'success', text: success });
    } catch (caught) {
      setNotice({ severity: 'error', text: caught instanceof Error ? caught.message : messages.unknownError });
    }
  };

  return (
    <>
      <PageHeader
        title="Fakturor"
        subtitle={data ? `${data.total} st` : undefined}
        actions={
          <>
            <Button variant="outlined" startIcon={<FileDownload />} onClick={() => setExportOpen(true)}>
              Exportera till bokföring
            </Button>
            <Button variant="contained" startIcon={<Add />} onClick={() => setEditing('new')}>
              Ny faktura
            </Button>
          </>
        }
      />
      {missing.length > 0 && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          Innan du skickar din första faktura: fyll i {missing.join(', ')} under{' '}
          <Link component={RouterLink} to="/profile#foretagsuppgifter">
            Företagsuppgifter
          </Link>{' '}
          så att fakturan blir komplett enligt mervärdesskattelagen.
        </Alert>
      )}
      <FilterButtons
        label="Filtrera på status"
        value={filter}
        options={filters}
        onChange={(next) => {
          setFilter(next);
          setPage(0);
        }}
      />
      <ListPanel
        page={data}
        isPending={isPending}
        error={error}
        errorText="Kunde inte hämta fakturorna."
        empty={{
          icon: <ReceiptLong />,
          text: filter === 'all' ? 'Inga fakturor ännu. Skapa din första faktura.' : 'Inga fakturor med den statusen.',
          actionLabel: filter === 'all' ? 'Ny faktura' : undefined,
          onAction: () => setEditing('new'),
        }}
        isCompact={isCompact}
        pageIndex={page}
        pageSize={PAGE_SIZE}
        onPageChange={setPage}
      >
        {(items) => (
          <InvoiceList
            invoices={items}
            isCompact={isCompact}
            onEdit={setEditing}
            onDelete={setDeleting}
            onCredit={setCrediting}
            onDownload={download}
            downloadingId={downloadingId}
          />
        )}
      </ListPanel>
      {(editing || (fromWorkOrderId && fromWorkOrder.data)) && (
        <InvoiceDialog
          invoice={editing && editing !== 'new' ? editing : null}
          fromWorkOrder={editing && editing !== 'new' ? null : (fromWorkOrder.data ?? null)}
          paymentTermsDays={company.data?.paymentTermsDays}
          onClose={closeDialog}
          onSaved={(text) => {
            closeDialog();
            setNotice({ severity: 'success', text });
          }}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="Bekräfta borttagning"
        text={`Vill du ta bort faktura ${deleting?.invoiceNumber ?? ''}? Denna åtgärd kan inte ångras.`}
        confirmLabel="Ta bort"
        isWorking={remove.isPending}
        onConfirm={async () => {
          await run(() => remove.mutateAsync(deleting!.id), 'Fakturan har tagits bort.');
          setDeleting(null);
        }}
        onClose={() => setDeleting(null)}
      />
      <ConfirmDialog
        open={crediting !== null}
        title="Kreditera faktura"
        text={`En kreditfaktura med eget nummer skapas för faktura ${crediting?.invoiceNumber ?? ''} och tar ut hela beloppet.`}
        confirmLabel="Kreditera"
        isWorking={credit.isPending}
        onConfirm={async () => {
          await run(() => credit.mutateAsync(crediting!.id), 'Kreditfakturan har skapats.');
          setCrediting(null);
        }}
        onClose={() => setCrediting(null)}
      />
      <ExportDialog open={isExportOpen} onClose={() => setExportOpen(false)} />
      <NoticeSnackbar notice={notice} onClose={() => setNotice(null)} />
    </>
  );
}
