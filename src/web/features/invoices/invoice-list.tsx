import DeleteOutline from '@mui/icons-material/DeleteOutline';
import EditOutlined from '@mui/icons-material/EditOutlined';
import PictureAsPdf from '@mui/icons-material/PictureAsPdfOutlined';
import Undo from '@mui/icons-material/Undo';
import { Box, Stack, Typography } from '@mui/material';
import { invoiceActions, type Invoice } from '../../../shared/invoices';
import { ResponsiveList, type Column } from '../../components/responsive-list';
import { RowActions } from '../../components/row-actions';
import { InvoiceStatusChip } from '../../components/status-chip';
import { formatDate, formatKronor } from '../../lib/format';

/** What a row offers; an action left out is not shown (a customer's page only downloads). */
export interface InvoiceActions {
  onEdit?(invoice: Invoice): void;
  onDelete?(invoice: Invoice): void;
  onCredit?(invoice: Invoice): void;
  onDownload(invoice: Invoice): void;
  downloadingId: string | null;
}

function Actions({ invoice, onEdit, onDelete, onCredit, onDownload, downloadingId }: InvoiceActions & { invoice: Invoice }) {
  const { canCredit, canDelete } = invoiceActions(invoice);
  const name = `faktura ${invoice.invoiceNumber}`;
  return (
    <RowActions
      actions={[
        onEdit !== undefined &&
          invoice.creditForInvoiceId === null && { title: 'Redigera', label: `Redigera ${name}`, icon: <EditOutlined />, onClick: () => onEdit(invoice) },
        {
          title: 'Ladda ner PDF',
          label: `Ladda ner PDF för ${name}`,
          icon: <PictureAsPdf />,
          onClick: () => onDownload(invoice),
          isBusy: downloadingId === invoice.id,
        },
        onCredit !== undefined && canCredit && { title: 'Kreditera', label: `Kreditera ${name}`, icon: <Undo />, onClick: () => onCredit(invoice) },
        onDelete !== undefined && canDelete && { title: 'Ta bort', label: `Ta bort ${name}`, icon: <DeleteOutline />, onClick: () => onDelete(invoice) },
      ]}
    />
  );
}

function NumberCell({ invoice }: { invoice: Invoice }) {
  return (
    <>
      {invoice.invoiceNumber}
      {invoice.creditForInvoiceId && (
        <Typography variant="caption" display="block" color="text.secondary">
          Kreditfaktura
        </Typography>
      )}
      {invoice.creditedByInvoiceId && (
        <Typography variant="caption" display="block" color="text.secondary">
          Krediterad
        </Typography>
      )}
    </>
  );
}

const columns: Array<Column<Invoice>> = [
  { header: 'Nummer', cell: (invoice) => <NumberCell invoice={invoice} />, className: 'nowrap' },
  { header: 'Kund', cell: (invoice) => invoice.customerName, className: 'strong' },
  { header: 'Datum', cell: (invoice) => formatDate(invoice.invoiceDate), className: 'nowrap' },
  { header: 'Förfallodatum', cell: (invoice) => formatDate(invoice.dueDate), className: 'nowrap' },
  { header: 'Belopp', cell: (invoice) => formatKronor(invoice.total), align: 'right', className: 'nowrap numeric' },
  { header: 'Status', cell: (invoice) => <InvoiceStatusChip invoice={invoice} /> },
];

function InvoiceCard({ invoice }: { invoice: Invoice }) {
  return (
    <>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="body2" color="text.secondary" component="div">
            <NumberCell invoice={invoice} />
          </Typography>
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{invoice.customerName}</Typography>
        </Box>
        <Typography sx={{ fontWeight: 700, whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>{formatKronor(invoice.total)}</Typography>
      </Box>
      <Stack direction="row" spacing={1} alignItems="center" sx={{ mt: 1, flexWrap: 'wrap' }}>
        <InvoiceStatusChip invoice={invoice} />
        <Typography variant="body2" color="text.secondary">
          {formatDate(invoice.invoiceDate)} · förfaller {formatDate(invoice.dueDate)}
        </Typography>
      </Stack>
    </>
  );
}

export function InvoiceList({ invoices, isCompact, ...actions }: InvoiceActions & { invoices: Invoice[]; isCompact: boolean }) {
  return (
    <ResponsiveList
      items={invoices}
      isCompact={isCompact}
      label="Fakturor"
      columns={columns}
      card={(invoice) => <InvoiceCard invoice={invoice} />}
      actions={(invoice) => <Actions invoice={invoice} {...actions} />}
    />
  );
}
