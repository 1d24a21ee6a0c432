import DeleteOutline from '@mui/icons-material/DeleteOutline';
import EditOutlined from '@mui/icons-material/EditOutlined';
import PictureAsPdf from '@mui/icons-material/PictureAsPdfOutlined';
import Undo from '@mui/icons-material/Undo';
import {
  Box,
  Card,
  CardContent,
  CircularProgress,
  IconButton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Tooltip,
  Typography,
} from '@mui/material';
import { invoiceActions, type Invoice } from '../../../shared/invoices';
import { InvoiceStatusChip } from '../../components/status-chip';
import { formatDate, formatKronor } from '../../lib/format';

export interface InvoiceActions {
  onEdit(invoice: Invoice): void;
  onDelete(invoice: Invoice): void;
  onCredit(invoice: Invoice): void;
  onDownload(invoice: Invoice): void;
  downloadingId: string | null;
}

function Actions({ invoice, onEdit, onDelete, onCredit, onDownload, downloadingId }: InvoiceActions & { invoice: Invoice }) {
  const isCreditNote = invoice.creditForInvoiceId !== null;
  const { canCredit, canDelete } = invoiceActions(invoice);
  const isDownloading = downloadingId === invoice.id;
  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
      {!isCreditNote && (
        <Tooltip title="Redigera">
          <IconButton aria-label={`Redigera faktura ${invoice.invoiceNumber}`} onClick={() => onEdit(invoice)}>
            <EditOutlined />
          </IconButton>
        </Tooltip>
      )}
      <Tooltip title="Ladda ner PDF">
        <span>
          <IconButton aria-label={`Ladda ner PDF för faktura ${invoice.invoiceNumber}`} onClick={() => onDownload(invoice)} disabled={isDownloading}>
            {isDownloading ? <CircularProgress size={22} aria-label="Laddar ner" /> : <PictureAsPdf />}
          </IconButton>
        </span>
      </Tooltip>
      {canCredit && (
        <Tooltip title="Kreditera">
          <IconButton aria-label={`Kreditera faktura ${invoice.invoiceNumber}`} onClick={() => onCredit(invoice)}>
            <Undo />
          </IconButton>
        </Tooltip>
      )}
      {canDelete && (
        <Tooltip title="Ta bort">
          <IconButton aria-label={`Ta bort faktura ${invoice.invoiceNumber}`} onClick={() => onDelete(invoice)}>
            <DeleteOutline />
          </IconButton>
        </Tooltip>
      )}
    </Box>
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

export function InvoiceList({ invoices, isCompact, ...actions }: InvoiceActions & { invoices: Invoice[]; isCompact: boolean }) {
  if (isCompact) {
    return (
      <Stack spacing={1.5} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Fakturor">
        {invoices.map((invoice) => (
          <Card key={invoice.id} variant="outlined" component="li">
            <CardContent sx={{ pb: '8px !important' }}>
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
                <InvoiceStatusChip status={invoice.status} />
                <Typography variant="body2" color="text.secondary">
                  {formatDate(invoice.invoiceDate)} · förfaller {formatDate(invoice.dueDate)}
                </Typography>
              </Stack>
              <Actions invoice={invoice} {...actions} />
            </CardContent>
          </Card>
        ))}
      </Stack>
    );
  }
  return (
    <TableContainer>
      <Table size="small" aria-label="Fakturor">
        <TableHead>
          <TableRow>
            <TableCell>Nummer</TableCell>
            <TableCell>Kund</TableCell>
            <TableCell>Datum</TableCell>
            <TableCell>Förfallodatum</TableCell>
            <TableCell align="right">Belopp</TableCell>
            <TableCell>Status</TableCell>
            <TableCell align="right">Åtgärder</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {invoices.map((invoice) => (
            <TableRow key={invoice.id} hover>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <NumberCell invoice={invoice} />
              </TableCell>
              <TableCell sx={{ fontWeight: 600 }}>{invoice.customerName}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(invoice.invoiceDate)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(invoice.dueDate)}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                {formatKronor(invoice.total)}
              </TableCell>
              <TableCell>
                <InvoiceStatusChip status={invoice.status} />
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                <Actions invoice={invoice} {...actions} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
