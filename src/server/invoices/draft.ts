import { materialQuantity, type Material } from '../../shared/work-orders';
import type { InvoiceDraft } from '../../shared/time';
import { INVOICE_UNITS, invoiceUnitOfPart, invoiceUnitOfRate, type InvoiceUnit } from '../../shared/invoice-units';
import { kronorOf } from '../../shared/validation';
import type { Database } from '../db/client';
import { unitsOfMaterialParts } from '../parts/service';
import { unbilledLines } from '../time/service';
import { getWorkOrderToInvoice } from '../work-orders/service';
import { invoiceLimit } from '../../shared/quote-price-limit';

const invoiceUnit = (unit: string | null): InvoiceUnit =>
  (INVOICE_UNITS as readonly string[]).includes(unit ?? '') ? (unit as InvoiceUnit) : 'st';

/**
 * The lines a new invoice for the work order starts from, decided here (docs/team.md decision 9): its
 * materials at their unit prices (in their part's unit, else pieces), then one line per rate with the
 * summed time or distance not yet invoiced ("Arbete: Verkstadstimme", 6,5 tim × 850,00). A job priced by
 * an accepted quote at a fixed price proposes its accepted lines instead of its time: its materials and
 * planned labour (QUOTES.md decision 6); the invoice still marks the time as invoiced when it is created.
 * The draft tells the dialog the approved amount and the limit a save is held to (price-guard.ts).
 */
export async function invoiceDraft(db: Database, organisationId: string, workOrderId: string): Promise<InvoiceDraft> {
  const [{ workOrder, agreed: approved }, time] = await Promise.all([
    getWorkOrderToInvoice(db, organisationId, workOrderId),
    unbilledLines(db, organisationId, workOrderId),
  ]);
  const limit = approved ? invoiceLimit(approved) : null;
  const named = (workOrder.materials as Array<Partial<Material> | null>).filter(
    (material): material is Material & { name: string } => typeof material?.name === 'string' && material.name !== '',
  );
  const partUnits = await unitsOfMaterialParts(db, organisationId, named);
  const materials = named.map((material) => {
    const partUnit = typeof material.partId === 'string' ? partUnits.get(material.partId.toLowerCase()) : undefined;
    return {
      description: material.name,
      // An invoice line is at least one (docs/product.md, Forms).
      quantity: Math.max(1, materialQuantity(material.quantity) ?? 1),
      price: kronorOf(material.unitPrice) ?? 0,
      unit: partUnit ? invoiceUnitOfPart(partUnit) : ('st' as const),
      source: 'material' as const,
    };
  });
  const labour =
    workOrder.priceType === 'fixed'
      ? workOrder.plannedLabour.map((line) => ({
          description: line.description,
          quantity: line.quantity,
          price: line.price,
          unit: invoiceUnit(line.unit),
          source: 'time' as const,
        }))
      : time.map(({ rate, quantity }) => ({
          description: rate.unit === 'h' ? `Arbete: ${rate.name}` : rate.name,
          quantity,
          price: rate.price,
          unit: invoiceUnitOfRate(rate.unit),
          source: 'time' as const,
        }));
  return {
    items: [...materials, ...labour],
    priceType: workOrder.priceType,
    approvedAmount: approved ? approved.approvedOre / 100 : null,
    limitAmount: limit ? limit.limitOre / 100 : null,
    limitKind: limit ? (limit.rule as 'consumer-estimate' | 'ceiling') : null,
  };
}
