import {
  balanceOre,
  invoiceStatusAsRead,
  isContentLocked,
  type Invoice,
  type InvoiceStatus,
} from '../../shared/invoices';
import { toKronor } from '../../shared/money';
import type { VatTreatment } from '../../shared/vat-treatment';
import type { InvoiceUnit } from '../../shared/invoice-units';
import type { InvoiceRecord } from './repository';

/** The API's invoice; `interestOre` is read apart (interestToDateOre), 0 where nobody asked. */
export function toInvoice(
  { invoice, lines, creditedById, creditedOre, creditNoteIds, paidOre, feesOre, reminderCount }: InvoiceRecord,
  today: string,
  interestOre = 0,
): Invoice {
  const storedStatus = invoice.status as InvoiceStatus;
  return {
    id: invoice.id,
    invoiceNumber: invoice.invoiceNumber,
    customerName: invoice.customerName,
    customerEmail: invoice.customerEmail,
    customerAddress: invoice.customerAddress,
    customerId: invoice.customerId,
    workOrderId: invoice.workOrderId,
    items: lines.map((line) => ({
      id: line.id,
      description: line.description,
      quantity: line.quantityHundredths / 100,
      price: toKronor(line.unitPriceOre),
      amount: toKronor(line.amountOre),
      unit: line.unit as InvoiceUnit | null,
      creditedQuantity: line.creditedHundredths / 100,
    })),
    dueDate: invoice.dueDate,
    notes: invoice.notes,
    buyerReference: invoice.buyerReference,
    orderReference: invoice.orderReference,
    status: invoiceStatusAsRead(
      {
        storedStatus,
        dueDate: invoice.dueDate,
        creditForInvoiceId: invoice.creditForInvoiceId,
        creditedByInvoiceId: creditedById,
      },
      today,
    ),
    storedStatus,
    vatTreatment: invoice.vatTreatment as VatTreatment,
    customerCountry: invoice.customerCountry,
    buyerVatNumber: invoice.buyerVatNumber,
    net: toKronor(invoice.netOre),
    vat: toKronor(invoice.vatOre),
    total: toKronor(invoice.totalOre),
    roundingAmount: toKronor(invoice.roundingOre),
    amountToPay: toKronor(invoice.amountToPayOre),
    ocr: invoice.ocr,
    paidAt: invoice.paidAt,
    sentAt: invoice.sentAt ? new Date(invoice.sentAt).toISOString() : null,
    amountPaid: toKronor(paidOre),
    balance: toKronor(
      balanceOre({
        amountToPayOre: invoice.amountToPayOre,
        feesOre,
        paidOre,
        creditedOre,
        isCreditNote: invoice.creditForInvoiceId !== null,
        isCredited: creditedById !== null,
      }),
    ),
    feesCharged: toKronor(feesOre),
    interestToDate: toKronor(interestOre),
    reminderCount,
    interestForInvoiceId: invoice.interestForInvoiceId,
    creditForInvoiceId: invoice.creditForInvoiceId,
    creditedByInvoiceId: creditedById,
    creditedAmount: toKronor(creditedOre),
    creditNoteIds,
    contentLocked: isContentLocked({
      hasBeenPaid: invoice.hasBeenPaid,
      creditForInvoiceId: invoice.creditForInvoiceId,
      creditedByInvoiceId: creditedById,
      creditNoteCount: creditNoteIds.length,
    }),
    invoiceDate: invoice.invoiceDate,
    createdAt: new Date(invoice.createdAt).toISOString(),
  };
}
