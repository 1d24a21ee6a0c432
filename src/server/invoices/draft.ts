import { materialQuantity, type Material } from '../../shared/work-orders';
import type { InvoiceDraft } from '../../shared/time';
import { invoiceUnitOfPart, invoiceUnitOfRate } from '../../shared/invoice-units';
import { kronorOf } from '../../shared/validation';
import type { Database } from '../db/client';
import { unitsOfMaterialParts } from '../parts/service';
import { unbilledLines } from '../time/service';
import { getWorkOrder } from '../work-orders/service';

/**
 * The lines a new invoice for the work order starts from, decided here (docs/team.md decision 9): its
 * materials at their unit prices (in their part's unit, else pieces), then one line per rate with the
 * summed time or distance not yet invoiced ("Arbete: Verkstadstimme", 6,5 tim × 850,00).
 */
export async function invoiceDraft(db: Database, organisationId: string, workOrderId: string): Promise<InvoiceDraft> {
  const [workOrder, time] = await Promise.all([
    getWorkOrder(db, organisationId, workOrderId),
    unbilledLines(db, organisationId, workOrderId),
  ]);
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
  const labour = time.map(({ rate, quantity }) => ({
    description: rate.unit === 'h' ? `Arbete: ${rate.name}` : rate.name,
    quantity,
    price: rate.price,
    unit: invoiceUnitOfRate(rate.unit),
    source: 'time' as const,
  }));
  return { items: [...materials, ...labour] };
}
