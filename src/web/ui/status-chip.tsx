import type { JSX } from 'react';
import {
  INVOICE_READING_LABELS,
  invoiceReading,
  SERVICE_STATUS_LABELS,
  WORK_ORDER_STATUS_LABELS,
  type InvoiceReading,
} from '../../shared/labels';
import type { InvoiceStatus } from '../../shared/invoices';
import type { ServiceStatus } from '../../shared/machines';
import type { WorkOrderStatus } from '../../shared/work-orders';
import type { QuoteStatus } from '../../shared/quotes';
import { QUOTE_STATUS_LABELS } from '../../shared/quote-texts';
import { Icon } from './icon';

export type Tone = 'warning' | 'info' | 'success' | 'error' | 'default' | 'secondary' | 'primary';

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

const invoiceTones: Record<InvoiceReading, Tone> = {
  pending: 'warning',
  paid: 'success',
  overdue: 'error',
  credited: 'default',
  creditNote: 'secondary',
};

/** A small rounded label in a tone; filled for what needs attention; wrapping where its whole text matters on a phone. */
export function Chip({
  label,
  tone,
  isFilled = false,
  isWrapping = false,
  icon,
}: {
  label: string;
  tone: Tone;
  isFilled?: boolean;
  isWrapping?: boolean;
  icon?: JSX.Element;
}) {
  return (
    <span className={`chip tone-${tone}${isFilled ? ' chip-filled' : ''}${isWrapping ? ' chip-wrapping' : ''}`}>
      {icon}
      {label}
    </span>
  );
}

/** A job's status as a tone, for a block that shows it as a colour beside its words. */
export const workOrderTone = (status: string): Tone =>
  status in workOrderTones ? workOrderTones[status as WorkOrderStatus] : 'default';

export function WorkOrderStatusChip({ status }: { status: string }) {
  const known = status in WORK_ORDER_STATUS_LABELS ? (status as WorkOrderStatus) : null;
  return (
    <Chip label={known ? WORK_ORDER_STATUS_LABELS[known] : status} tone={known ? workOrderTones[known] : 'default'} />
  );
}

/** Väntande / Betald / Förfallen, or Krediterad / Kreditfaktura for what a credit note settled. */
export function InvoiceStatusChip({
  invoice,
}: {
  invoice: { status: InvoiceStatus; creditForInvoiceId: string | null; creditedByInvoiceId: string | null };
}) {
  const reading = invoiceReading(invoice);
  return <Chip label={INVOICE_READING_LABELS[reading]} tone={invoiceTones[reading]} />;
}

const serviceLooks: Record<ServiceStatus, { tone: Tone; icon: JSX.Element }> = {
  ok: { tone: 'success', icon: <Icon name="checkCircleOutline" size={18} /> },
  due_soon: { tone: 'warning', icon: <Icon name="schedule" size={18} /> },
  overdue: { tone: 'error', icon: <Icon name="errorOutline" size={18} /> },
};

/** Snart dags / Försenad / OK: a word and an icon as well as a colour. */
export function ServiceStatusChip({ status }: { status: ServiceStatus }) {
  const { tone, icon } = serviceLooks[status];
  return <Chip label={SERVICE_STATUS_LABELS[status]} tone={tone} isFilled={status !== 'ok'} icon={icon} />;
}

const quoteTones: Record<QuoteStatus, Tone> = {
  draft: 'default',
  sent: 'info',
  viewed: 'primary',
  accepted: 'success',
  declined: 'error',
  expired: 'warning',
  withdrawn: 'default',
};

/** Utkast / Skickad / Öppnad / Godkänd / Avböjd / Utgången / Återkallad (QUOTES.md, Swedish wording). */
export function QuoteStatusChip({ status }: { status: QuoteStatus }) {
  return <Chip label={QUOTE_STATUS_LABELS[status]} tone={quoteTones[status]} isFilled={status === 'accepted'} />;
}
