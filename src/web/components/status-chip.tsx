import { Chip } from '@mui/material';
import { INVOICE_STATUS_LABELS, type InvoiceStatus } from '../../shared/invoices';
import { WORK_ORDER_STATUS_LABELS, type WorkOrderStatus } from '../../shared/work-orders';

type Tone = 'warning' | 'info' | 'success' | 'error' | 'default' | 'secondary' | 'primary';

/** Colours carry meaning consistently, always with a text label (docs/product.md, Look and feel). */
const workOrderTones: Record<WorkOrderStatus, Tone> = {
  Väntande: 'warning',
  pending: 'warning',
  Pågående: 'info',
  in_progress: 'info',
  Klar: 'success',
  completed: 'success',
  Avbruten: 'default',
  RedoAttFakturera: 'secondary',
  Fakturerad: 'primary',
};

const invoiceTones: Record<InvoiceStatus, Tone> = { pending: 'warning', paid: 'success', overdue: 'error' };

export function WorkOrderStatusChip({ status }: { status: string }) {
  const known = status in WORK_ORDER_STATUS_LABELS ? (status as WorkOrderStatus) : null;
  return <Chip size="small" variant="outlined" label={known ? WORK_ORDER_STATUS_LABELS[known] : status} color={known ? workOrderTones[known] : 'default'} />;
}

export function InvoiceStatusChip({ status }: { status: InvoiceStatus }) {
  return <Chip size="small" variant="outlined" label={INVOICE_STATUS_LABELS[status]} color={invoiceTones[status]} />;
}
