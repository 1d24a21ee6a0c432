import type { InvoiceDraft } from '../../../shared/time';
import { type Invoice, type InvoiceFormValues } from '../../../shared/invoices';
import { materialQuantity, type WorkOrder } from '../../../shared/work-orders';
import { kronorOf } from '../../../shared/validation';
import { swedishDate } from '../../../shared/dates';
import { decimalInput } from '../../lib/format';

/** A line for the work and one per material, at the material's price (a part's sale price) where it has one. */
export function linesFromWorkOrder(workOrder: WorkOrder): InvoiceFormValues['items'] {
  const materials = (workOrder.materials as Array<{ name?: unknown; quantity?: unknown; unitPrice?: unknown }>).filter(
    (material): material is { name: string; quantity?: unknown; unitPrice?: unknown } =>
      typeof material?.name === 'string' && material.name !== '',
  );
  return [
    // The work's price is the user's to give (nothing to propose until time is recorded): empty, not 0 kr.
    { description: `Arbete: ${workOrder.title}`, quantity: '1', price: '', unit: 'h' },
    ...materials.map((material) => ({
      description: material.name,
      // An invoice line is at least one (docs/product.md, Forms); materials are passed through as typed.
      quantity: decimalInput(Math.max(1, materialQuantity(material.quantity) ?? 1)),
      price: decimalInput(kronorOf(material.unitPrice) ?? 0, 2),
      unit: 'st' as const,
    })),
  ];
}

/**
 * The server's proposal as form lines. Without recorded time the work's line is still offered, empty:
 * the price of the work is the user's to give, not 0 kr.
 */
export function linesFromDraft(draft: InvoiceDraft, workOrder: WorkOrder): InvoiceFormValues['items'] {
  const lines = draft.items.map((item) => ({
    description: item.description,
    quantity: decimalInput(item.quantity),
    price: decimalInput(item.price, 2),
    unit: item.unit,
  }));
  const hasTime = draft.items.some((item) => item.source === 'time');
  return hasTime
    ? lines
    : [{ description: `Arbete: ${workOrder.title}`, quantity: '1', price: '', unit: 'h' as const }, ...lines];
}

export function defaultsFrom(invoice: Invoice | null, workOrder: WorkOrder | null): InvoiceFormValues {
  if (invoice) {
    return {
      customerName: invoice.customerName,
      customerEmail: invoice.customerEmail,
      customerAddress: invoice.customerAddress,
      customerId: invoice.customerId,
      workOrderId: invoice.workOrderId,
      items: invoice.items.map((item) => ({
        description: item.description,
        quantity: decimalInput(item.quantity),
        price: decimalInput(item.price, 2),
        unit: item.unit ?? '',
      })),
      invoiceDate: invoice.invoiceDate,
      dueDate: invoice.dueDate,
      notes: invoice.notes,
      buyerReference: invoice.buyerReference ?? '',
      orderReference: invoice.orderReference ?? '',
      status: invoice.storedStatus,
      paidAt: invoice.paidAt ?? '',
    };
  }
  return {
    customerName: '',
    customerEmail: '',
    customerAddress: '',
    customerId: workOrder?.customerId ?? null,
    workOrderId: workOrder?.id ?? '',
    // Default new line: quantity 1, price 0 (docs/product.md, Forms).
    items: workOrder ? linesFromWorkOrder(workOrder) : [{ description: '', quantity: '1', price: '0', unit: 'st' }],
    invoiceDate: swedishDate(),
    // Filled in from the server's proposal (the workshop's payment terms) as soon as it arrives.
    dueDate: '',
    notes: workOrder ? `Avser arbetsorder ${workOrder.workOrderNumber}: ${workOrder.title}` : '',
    buyerReference: '',
    orderReference: '',
    status: 'pending',
    paidAt: '',
  };
}
