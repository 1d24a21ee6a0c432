import { invoiceActions } from '../../../shared/invoice-actions';
import type { Invoice } from '../../../shared/invoices';
import type { RowAction } from '../../ui/row-actions';

/** What an invoice offers where it is shown; an action left out is not (a customer's page only downloads). */
export interface InvoiceActions {
  onEdit?(invoice: Invoice): void;
  onDelete?(invoice: Invoice): void;
  onCredit?(invoice: Invoice): void;
  onSend?(invoice: Invoice): void;
  onPay?(invoice: Invoice): void;
  onRemind?(invoice: Invoice): void;
  onBillInterest?(invoice: Invoice): void;
  onDownload(invoice: Invoice): void;
  /** E-faktura (Peppol): the invoice or credit note as UBL XML. */
  onDownloadPeppol?(invoice: Invoice): void;
  downloadingId: string | null;
}

/**
 * An invoice's actions, the daily ones first (the PDF, sending, a payment, a reminder): a phone's
 * card shows those and keeps the rest behind "Fler åtgärder" (ui/row-actions.tsx).
 */
export function invoiceActionList(invoice: Invoice, actions: InvoiceActions): Array<RowAction | false> {
  const {
    onEdit,
    onDelete,
    onCredit,
    onSend,
    onPay,
    onRemind,
    onBillInterest,
    onDownload,
    onDownloadPeppol,
    downloadingId,
  } = actions;
  const { canCredit, canDelete } = invoiceActions(invoice);
  const name = `faktura ${invoice.invoiceNumber}`;
  return [
    {
      title: 'Ladda ner PDF',
      label: `Ladda ner PDF för ${name}`,
      icon: 'pictureAsPdfOutlined',
      onClick: () => onDownload(invoice),
      isBusy: downloadingId === invoice.id,
    },
    onSend !== undefined && {
      title: 'Skicka faktura',
      label: `Skicka ${name} med e-post`,
      icon: 'email',
      onClick: () => onSend(invoice),
    },
    onPay !== undefined &&
      invoice.creditForInvoiceId === null &&
      invoice.creditedByInvoiceId === null && {
        title: 'Registrera betalning',
        label: `Registrera betalning på ${name}`,
        icon: 'checkCircleOutline',
        onClick: () => onPay(invoice),
      },
    onRemind !== undefined &&
      invoice.status === 'overdue' &&
      invoice.balance > 0 && {
        title: 'Skicka påminnelse',
        label: `Skicka påminnelse för ${name}`,
        icon: 'warningAmber',
        onClick: () => onRemind(invoice),
      },
    onEdit !== undefined &&
      invoice.creditForInvoiceId === null && {
        title: 'Redigera',
        label: `Redigera ${name}`,
        icon: 'editOutlined',
        onClick: () => onEdit(invoice),
      },
    onDownloadPeppol !== undefined && {
      title: 'E-faktura (Peppol)',
      label: `Ladda ner e-faktura (Peppol) för ${name}`,
      icon: 'code',
      onClick: () => onDownloadPeppol(invoice),
      isBusy: downloadingId === `${invoice.id}:peppol`,
    },
    onBillInterest !== undefined &&
      invoice.interestToDate > 0 && {
        title: 'Fakturera ränta',
        label: `Fakturera dröjsmålsränta på ${name}`,
        icon: 'receiptLong',
        onClick: () => onBillInterest(invoice),
      },
    onCredit !== undefined &&
      canCredit && {
        title: 'Kreditera',
        label: `Kreditera ${name}`,
        icon: 'undo',
        onClick: () => onCredit(invoice),
      },
    onDelete !== undefined &&
      canDelete && {
        title: 'Ta bort',
        label: `Ta bort ${name}`,
        icon: 'deleteOutline',
        onClick: () => onDelete(invoice),
      },
  ];
}
