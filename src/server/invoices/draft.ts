import { materialQuantity, type Material } from '../../shared/work-orders';
import type { InvoiceDraft } from '../../shared/time';
import { kronorOf } from '../../shared/validation';
import type { Database } from '../db/client';
import { unbilledLines } from '../time/service';
import { getWorkOrder } from '../work-orders/service';

/**
 * The lines a new invoice for the work order starts from, decided here (docs/team.md decision 9): its
 * materials at their unit prices, then one line per rate with the summed time or distance not yet
 * invoiced ("Arbete: Verkstadstimme", 6,5 × 850,00).
 */
export async function invoiceDraft(db: Database, organisationId: string, workOrderId: string): Promise<InvoiceDraft> {
  const [workOrder, time] = await Promise.all([getWorkOrder(db, organisationId, workOrderId), unbilledLines(db, organisationId, workOrderId)]);
  const materials = (workOrder.materials as Array<Partial<Material> | null>)
    .filter((material): material is Material & { name: string } => typeof material?.name === 'string' && material.name !== '')
    .map((material) => ({
      description: material.name,
      // An invoice line is at least one (docs/product.md, Forms).
      quantity: Math.max(1, materialQuantity(material.quantity) ?? 1),
      price: kronorOf(material.unitPrice) ?? 0,
      source: 'material' as const,
    }));
  const labour = time.map(({ rate, quantity }) => ({
    description: rate.unit === 'h' ? `Arbete: ${rate.name}` : rate.name,
    quantity,
    price: rate.price,
    source: 'time' as const,
  }));
  return { items: [...materials, ...labour] };
}
