import type { Finding, InsightsSummary } from '../../shared/assistant';
import { formatMeter } from '../../shared/labels';
import { messages } from '../../shared/messages';
import { formatOre, formatQuantity } from '../../shared/money';
import { recordEvent, type Actor } from '../audit/service';
import type { Database } from '../db/client';
import { notFound } from '../http/errors';
import { machineLabels } from '../machines/service';
import { overdueIntervals } from '../service-plans/service';
import * as repository from './insights-repository';
import { materialsOf } from '../work-orders/service';
import { keepUnkeptAmounts } from './unkept-amounts';

// ASSISTANT.md decision 2: each finding derived from the records as they are now, so that it ends by
// itself when its cause is put right; only dismissals are stored. Amounts are öre until the answer.

interface FoundOre extends Omit<Finding, 'amount'> {
  amountOre: number | null;
  /** The record a dismissal's audit event is about. */
  entityId: string;
}

async function notInvoiced(db: Database, organisationId: string, today: string): Promise<FoundOre[]> {
  const jobs = await repository.unbilledJobs(db, organisationId, today);
  return jobs.map((job) => {
    const amountOre = job.amountOre;
    return {
      key: `not-invoiced:${job.id}`,
      kind: 'not-invoiced',
      amountOre,
      message:
        amountOre > 0
          ? `Arbetsorder ${job.workOrderNumber} (${job.title}) är klar sedan ${job.since} men inte fakturerad: ${formatOre(amountOre)} i material och tid.`
          : `Arbetsorder ${job.workOrderNumber} (${job.title}) är klar sedan ${job.since} men inte fakturerad. Ingen tid eller material är registrerad: sätt pris på arbetet i fakturan.`,
      workOrderId: job.id,
      entityId: job.id,
    };
  });
}

async function underBilled(db: Database, organisationId: string): Promise<FoundOre[]> {
  const jobs = await repository.underBilledJobs(db, organisationId);
  return jobs.map((job) => ({
    key: `under-billed:${job.id}`,
    kind: 'under-billed',
    amountOre: job.usedOre - job.billedOre,
    message: `Arbetsorder ${job.workOrderNumber}: material och tid för ${formatOre(job.usedOre)}, men faktura ${job.invoiceNumber} tar bara betalt för ${formatOre(job.billedOre)} (exkl. moms).`,
    workOrderId: job.id,
    invoiceId: job.invoiceId,
    entityId: job.id,
  }));
}

async function belowCost(db: Database, organisationId: string): Promise<FoundOre[]> {
  const parts = await repository.costedParts(db, organisationId);
  const byId = new Map(parts.map((part) => [part.id, part]));
  const found: FoundOre[] = [];
  // Stock that would be sold at a loss at its sale price.
  for (const part of parts) {
    const onHand = Number(part.onHandHundredths) / 100;
    if (part.stocked && onHand > 0 && Number(part.salePriceOre) < Number(part.costOre)) {
      const amountOre = Math.round((Number(part.costOre) - Number(part.salePriceOre)) * onHand);
      found.push({
        key: `below-cost:part:${part.id}`,
        kind: 'below-cost',
        amountOre,
        message: `${part.name} (${part.partNumber}) säljs för ${formatOre(Number(part.salePriceOre))}/${part.unit} men kostar i snitt ${formatOre(Number(part.costOre))}/${part.unit}: lagret på ${formatQuantity(onHand)} ${part.unit} säljs med förlust.`,
        partId: part.id,
        entityId: part.id,
      });
    }
  }
  // Jobs not yet invoiced that sell a part below its cost: the price can still be put right.
  const jobs = await repository.unbilledJobsWithParts(db, organisationId, [...byId.keys()]);
  for (const job of jobs) {
    const perPart = new Map<string, { quantity: number; lossOre: number; priceOre: number }>();
    for (const material of materialsOf(job.materials)) {
      const part = material.partId === null ? undefined : byId.get(material.partId);
      if (!part || material.priceOre >= Number(part.costOre) || material.quantity <= 0) continue;
      const sum = perPart.get(part.id) ?? { quantity: 0, lossOre: 0, priceOre: material.priceOre };
      sum.quantity += material.quantity;
      sum.lossOre += Math.round((Number(part.costOre) - material.priceOre) * material.quantity);
      perPart.set(part.id, sum);
    }
    for (const [partId, sum] of perPart) {
      const part = byId.get(partId)!;
      found.push({
        key: `below-cost:${job.id}:${partId}`,
        kind: 'below-cost',
        amountOre: sum.lossOre,
        message: `Arbetsorder ${job.workOrderNumber} säljer ${formatQuantity(sum.quantity)} ${part.unit} ${part.name} för ${formatOre(sum.priceOre)}/${part.unit}, under snittkostnaden ${formatOre(Number(part.costOre))}/${part.unit}.`,
        workOrderId: job.id,
        partId,
        entityId: job.id,
      });
    }
  }
  return found;
}

async function meterJumps(db: Database, organisationId: string): Promise<FoundOre[]> {
  const jumps = await repository.meterJumps(db, organisationId);
  return jumps.map((jump) => ({
    key: `meter-jump:${jump.id}`,
    kind: 'meter-jump',
    amountOre: null,
    message: `${jump.machineName}: mätaren ${formatMeter(Number(jump.valueTenths) / 10, 'h')} den ${jump.readingDate} är mer än 24 timmar per dygn över ${formatMeter(Number(jump.previousTenths) / 10, 'h')} den ${jump.previousDate}. Skrivfel? Varje serviceprognos för maskinen räknar med den.`,
    machineId: jump.machineId,
    entityId: jump.machineId,
  }));
}

async function overdueServices(db: Database, organisationId: string, today: string): Promise<FoundOre[]> {
  const namesByMachine = new Map((await overdueIntervals(db, organisationId, today)).map(({ machineId, names }) => [machineId, names]));
  if (namesByMachine.size === 0) return [];
  const open = await repository.machinesWithOpenJobs(db, organisationId);
  const machineIds = [...namesByMachine.keys()].filter((id) => !open.has(id));
  const machines = await machineLabels(db, organisationId, machineIds);
  const machineById = new Map(machines.map((machine) => [machine.id, machine]));
  return machineIds
    .filter((id) => machineById.has(id))
    .map((id) => {
      const machine = machineById.get(id)!;
      const names = namesByMachine.get(id)!;
      const marking = machine.registrationNumber ?? machine.serialNumber ?? machine.unitNumber;
      const label = `${machine.make}${machine.model ? ` ${machine.model}` : ''}${marking ? ` (${marking})` : ''}`;
      return {
        key: `service-overdue:${id}`,
        kind: 'service-overdue' as const,
        amountOre: null,
        message: `${label}: ${names.join(', ')} är försenad och ingen arbetsorder är öppen för maskinen.`,
        machineId: id,
        entityId: id,
      };
    });
}

/** Every finding of the workshop as of today, dismissed ones left out; largest amount first, those without one last. */
async function currentFindings(db: Database, organisationId: string, today: string): Promise<FoundOre[]> {
  await keepUnkeptAmounts(db, organisationId);
  const [dismissed, ...kinds] = await Promise.all([
    repository.dismissedKeys(db, organisationId),
    notInvoiced(db, organisationId, today),
    underBilled(db, organisationId),
    belowCost(db, organisationId),
    meterJumps(db, organisationId),
    overdueServices(db, organisationId, today),
  ]);
  return kinds
    .flat()
    .filter((finding) => !dismissed.has(finding.key))
    .sort((a, b) => (b.amountOre ?? -1) - (a.amountOre ?? -1) || a.key.localeCompare(b.key));
}

function toFinding({ amountOre, entityId: _entity, ...finding }: FoundOre): Finding {
  return { ...finding, amount: amountOre === null ? null : amountOre / 100 };
}

export async function listFindings(db: Database, organisationId: string, today: string): Promise<Finding[]> {
  return (await currentFindings(db, organisationId, today)).map(toFinding);
}

export function summaryOf(findings: Finding[]): InsightsSummary {
  const amountOre = findings.reduce((sum, finding) => sum + Math.round((finding.amount ?? 0) * 100), 0);
  return { count: findings.length, amount: amountOre / 100 };
}

/** Dismisses a current finding for good, as an audit event about the record it concerns; an unknown key is 404. */
export async function dismissFinding(db: Database, actor: Actor, key: string, today: string): Promise<void> {
  const finding = (await currentFindings(db, actor.organisationId, today)).find((candidate) => candidate.key === key);
  if (!finding) throw notFound(messages.findingNotFound);
  await db.transaction(async (tx) => {
    const inserted = await repository.insertDismissal(tx, actor.organisationId, key, actor.id);
    if (inserted)
      await recordEvent(tx, actor, 'finding', finding.entityId, 'dismissed', [
        { field: 'key', from: null, to: key },
        { field: 'message', from: null, to: finding.message },
      ]);
  });
}
