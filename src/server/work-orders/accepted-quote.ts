import { and, eq } from 'drizzle-orm';
import type { PriceType } from '../../shared/quote-price-limit';
import type { AuditChange } from '../../shared/team';
import type { Material, PlannedLabour, WorkOrderInput } from '../../shared/work-orders';
import { recordEvent, recordOutsideEvent, type Actor } from '../audit/service';
import type { Database } from '../db/client';
import { resolveMaterials } from '../parts/service';
import { insertLinkedWorkOrder } from './create-work-order';
import { workOrderNotFound } from './errors';
import { recordParts } from './links';
import * as repository from './repository';
import { workOrders } from './tables';

// What a customer's acceptance of a quote does to the job (QUOTES.md decisions 6–7; docs/decisions/054):
// written here, in the approval's transaction, which quotes opens. The accepted part and free lines
// become the job's materials (parts reserved as any material's are, links.ts' recordParts), its rate
// lines its planned labour; the job keeps the price type and the approved amount.

/** What was accepted, as quotes hands it over. Amounts in öre including VAT, but `netOre`. */
export interface AcceptedQuote {
  quoteId: string;
  quoteNumber: number;
  kind: 'quote' | 'extra';
  /** The job the quote was made from; null makes a new one. */
  workOrderId: string | null;
  customerId: string;
  machineId: string | null;
  priceType: PriceType;
  maxAmountOre: number | null;
  consumer: boolean;
  totalOre: number;
  /** The same accepted amount excluding VAT: what Fakturakontroll holds a fixed price to (docs/decisions/064). */
  netOre: number;
  materials: Material[];
  labour: PlannedLabour[];
}

/** Who accepted: staff recording an answer, or the customer on the link (the trail names them). */
export type Accepter = { actor: Actor } | { organisationId: string; outsideName: string };

const organisationOf = (accepter: Accepter) =>
  'actor' in accepter ? accepter.actor.organisationId : accepter.organisationId;

async function record(db: Database, accepter: Accepter, id: string, action: string, changes: AuditChange[]) {
  if ('actor' in accepter) await recordEvent(db, accepter.actor, 'workOrder', id, action, changes);
  else await recordOutsideEvent(db, accepter.organisationId, accepter.outsideName, 'workOrder', id, action, changes);
}

/** The job a quote's acceptance makes or adds to; answers its id. In the caller's transaction. */
export async function takeAcceptedQuote(
  tx: Database,
  accepter: Accepter,
  accepted: AcceptedQuote,
  now: Date,
): Promise<string> {
  return accepted.workOrderId === null
    ? newJob(tx, accepter, accepted, now)
    : addToJob(tx, accepter, accepted, accepted.workOrderId);
}

async function newJob(tx: Database, accepter: Accepter, accepted: AcceptedQuote, now: Date): Promise<string> {
  const input: WorkOrderInput = {
    workOrderNumber: null,
    title: `Offert ${accepted.quoteNumber}`,
    description: '',
    customerNumber: '',
    customerId: accepted.customerId,
    machineId: accepted.machineId,
    vehicleCategory: null,
    workCategory: 'Reparation',
    status: 'Väntande',
    priority: 'medium',
    executionDate: null,
    todoList: [],
    materials: accepted.materials,
    meterReading: undefined,
    serviceIntervalIds: undefined,
    assigneeIds: undefined,
  };
  const { row } = await insertLinkedWorkOrder(tx, organisationOf(accepter), input, now, {
    quoteId: accepted.kind === 'quote' ? accepted.quoteId : null,
    priceType: accepted.priceType,
    approvedAmountOre: accepted.totalOre,
    approvedNetOre: accepted.netOre,
    extraWorkOre: accepted.kind === 'extra' ? accepted.totalOre : 0,
    maxAmountOre: accepted.maxAmountOre,
    priceConsumer: accepted.consumer,
    plannedLabour: accepted.labour,
  });
  await record(tx, accepter, row.id, 'created', [{ field: 'quoteId', from: null, to: accepted.quoteId }]);
  return row.id;
}

/**
 * The quote made from a job (or extra work on it) adds its lines to the job. The first accepted quote
 * prices the job; what is accepted after it (extra work, or a second quote) raises the approved amount
 * and, as extra work, a running account's ceiling.
 */
async function addToJob(tx: Database, accepter: Accepter, accepted: AcceptedQuote, id: string): Promise<string> {
  const organisationId = organisationOf(accepter);
  const existing = await repository.lockWorkOrder(tx, organisationId, id);
  if (!existing) throw workOrderNotFound();
  const prices = existing.priceType === null;
  const extraWorkOre = (existing.extraWorkOre ?? 0) + (prices && accepted.kind === 'quote' ? 0 : accepted.totalOre);
  const approvedAmountOre = (existing.approvedAmountOre ?? 0) + accepted.totalOre;
  const approvedNetOre = (existing.approvedNetOre ?? 0) + accepted.netOre;
  const materials = await resolveMaterials(tx, organisationId, [...existing.materials, ...accepted.materials]);
  await repository.updateWorkOrder(tx, organisationId, id, {
    materials,
    plannedLabour: [...(existing.plannedLabour ?? []), ...accepted.labour],
    approvedAmountOre,
    approvedNetOre,
    extraWorkOre,
    ...(prices && {
      quoteId: accepted.kind === 'quote' ? accepted.quoteId : null,
      priceType: accepted.priceType,
      maxAmountOre: accepted.maxAmountOre,
      priceConsumer: accepted.consumer,
    }),
  });
  await recordParts(tx, organisationId, { id, number: existing.workOrderNumber, status: existing.status }, materials);
  await record(tx, accepter, id, 'updated', [
    {
      field: 'approvedAmount',
      from: existing.approvedAmountOre === null ? null : existing.approvedAmountOre / 100,
      to: approvedAmountOre / 100,
    },
    { field: 'quoteId', from: null, to: accepted.quoteId },
  ]);
  return id;
}

/** What an invoice of the job is held to (QUOTES.md decision 6), or null when no quote priced it. */
export async function agreedPriceOf(db: Database, organisationId: string, id: string) {
  const [row] = await db
    .select({
      priceType: workOrders.priceType,
      priceConsumer: workOrders.priceConsumer,
      approvedAmountOre: workOrders.approvedAmountOre,
      maxAmountOre: workOrders.maxAmountOre,
      extraWorkOre: workOrders.extraWorkOre,
    })
    .from(workOrders)
    .where(and(eq(workOrders.organisationId, organisationId), eq(workOrders.id, id)))
    .limit(1);
  return row ? agreedPriceOfRow(row) : null;
}

/** The agreed price from the job's row as already read (the invoice draft reads it with the job). */
export function agreedPriceOfRow(
  row: Pick<
    repository.WorkOrderRow,
    'priceType' | 'priceConsumer' | 'approvedAmountOre' | 'maxAmountOre' | 'extraWorkOre'
  >,
) {
  if (row.priceType === null) return null;
  return {
    priceType: row.priceType as PriceType,
    consumer: row.priceConsumer ?? false,
    approvedOre: row.approvedAmountOre ?? 0,
    maxAmountOre: row.maxAmountOre,
    extraWorkOre: row.extraWorkOre ?? 0,
  };
}
