import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';
import ErrorOutline from '@mui/icons-material/ErrorOutline';
import Schedule from '@mui/icons-material/Schedule';
import { Chip } from '@mui/material';
import type { JSX } from 'react';
import { INVOICE_STATUS_LABELS, type InvoiceStatus } from '../../shared/invoices';
import { SERVICE_STATUS_LABELS, type ServiceStatus } from '../../shared/machines';
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

const serviceLooks: Record<ServiceStatus, { tone: Tone; icon: JSX.Element }> = {
  ok: { tone: 'success', icon: <CheckCircleOutline /> },
  due_soon: { tone: 'warning', icon: <Schedule /> },
  overdue: { tone: 'error', icon: <ErrorOutline /> },
};

/** Snart dags / Försenad / OK: a word and an icon as well as a colour. */
export function ServiceStatusChip({ status }: { status: ServiceStatus }) {
  const { tone, icon } = serviceLooks[status];
  return <Chip size="small" variant={status === 'ok' ? 'outlined' : 'filled'} icon={icon} label={SERVICE_STATUS_LABELS[status]} color={tone} />;
}
