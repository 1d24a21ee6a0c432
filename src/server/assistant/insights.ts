import type { Finding, InsightsSummary } from '../../shared/assistant';
import { formatMeter } from '../../shared/labels';
import { messages } from '../../shared/messages';
import { formatOre, formatQuantity } from '../../shared/money';
import { recordEvent, type Actor } from '../audit/service';
import type { Database } from '../db/client';
import { notFound } from '../http/errors';
import { machineLabels } from '../machines/service';
import { freshenDueState, overdueIntervals } from '../service-plans/service';
import * as repository from './insights-repository';
import type { FoundRow } from './insights-repository';
import { keepUnkeptAmounts, keepUnkeptSteps } from './unkept-amounts';

// ASSISTANT.md decision 2: each finding derived from the records as they are now, so that it ends by
// itself when its cause is put right; only dismissals are stored. The records' kept values (a job's
// amounts, a reading's step, a machine's service days) are freshened first; the query then answers a
// page, the count and the sum, and only the page's findings are put into words. Öre until the answer.

/** Keeps what rows written outside the app lack, and the service days that no longer hold for today. */
async function freshen(db: Database, organisationId: string, today: string): Promise<void> {
  await keepUnkeptAmounts(db, organisationId);
  await keepUnkeptSteps(db, organisationId);
  await freshenDueState(db, organisationId, today);
}

const byId = <T extends { id: string }>(rows: T[]) => new Map(rows.map((row) => [row.id, row]));
const idsOf = (rows: FoundRow[], kind: FoundRow['kind'], field: 'workOrderId' | 'partId' | 'readingId' | 'machineId') => [
  ...new Set(rows.filter((row) => row.kind === kind).flatMap((row) => (row[field] ? [row[field]!] : []))),
];

/** The words of the page's findings, from the few records they name. */
async function wordsOf(db: Database, organisationId: string, today: string, rows: FoundRow[]): Promise<Map<string, string>> {
  const machinesOverdue = idsOf(rows, 'service-overdue', 'machineId');
  const [jobs, parts, readings, machines, intervals] = await Promise.all([
    repository.jobFacts(db, organisationId, [
      ...idsOf(rows, 'not-invoiced', 'workOrderId'),
      ...idsOf(rows, 'under-billed', 'workOrderId'),
      ...idsOf(rows, 'below-cost', 'workOrderId'),
    ]),
    repository.partFacts(db, organisationId, idsOf(rows, 'below-cost', 'partId')),
    repository.readingFacts(db, organisationId, idsOf(rows, 'meter-jump', 'readingId')),
    machineLabels(db, organisationId, machinesOverdue),
    overdueIntervals(db, organisationId, today, machinesOverdue),
  ]);
  const facts = { jobs: byId(jobs), parts: byId(parts), readings: byId(readings), machines: byId(machines) };
  const names = new Map(intervals.map(({ machineId, names: overdue }) => [machineId, overdue]));
  return new Map(rows.map((row) => [row.key, messageOf(row, facts, names)]));
}

interface Facts {
  jobs: Map<string, repository.JobFacts>;
  parts: Map<string, repository.PartFacts>;
  readings: Map<string, repository.ReadingFacts>;
  machines: Map<
    string,
    { id: string; make: string; model: string | null; registrationNumber: string | null; serialNumber: string | null; unitNumber: string | null }
  >;
}

function messageOf(row: FoundRow, facts: Facts, overdueNames: Map<string, string[]>): string {
  switch (row.kind) {
    case 'not-invoiced': {
      const job = facts.jobs.get(row.workOrderId!)!;
      return row.amountOre! > 0
        ? `Arbetsorder ${job.workOrderNumber} (${job.title}) är klar sedan ${job.since} men inte fakturerad: ${formatOre(row.amountOre!)} i material och tid.`
        : `Arbetsorder ${job.workOrderNumber} (${job.title}) är klar sedan ${job.since} men inte fakturerad. Ingen tid eller material är registrerad: sätt pris på arbetet i fakturan.`;
    }
    case 'under-billed': {
      const job = facts.jobs.get(row.workOrderId!)!;
      return `Arbetsorder ${job.workOrderNumber}: material och tid för ${formatOre(Number(job.usedOre))}, men faktura ${job.invoiceNumber} tar bara betalt för ${formatOre(Number(job.billedOre))} (exkl. moms).`;
    }
    case 'below-cost': {
      const part = facts.parts.get(row.partId!)!;
      if (row.workOrderId === null) {
        return `${part.name} (${part.partNumber}) säljs för ${formatOre(part.salePriceOre)}/${part.unit} men kostar i snitt ${formatOre(part.costOre)}/${part.unit}: lagret på ${formatQuantity(part.onHandHundredths / 100)} ${part.unit} säljs med förlust.`;
      }
      const job = facts.jobs.get(row.workOrderId)!;
      return `Arbetsorder ${job.workOrderNumber} säljer ${formatQuantity(row.quantity!)} ${part.unit} ${part.name} för ${formatOre(row.priceOre!)}/${part.unit}, under snittkostnaden ${formatOre(part.costOre)}/${part.unit}.`;
    }
    case 'meter-jump': {
      const jump = facts.readings.get(row.readingId!)!;
      return `${jump.machineName}: mätaren ${formatMeter(jump.valueTenths / 10, 'h')} den ${jump.readingDate} är mer än 24 timmar per dygn över ${formatMeter(jump.previousTenths / 10, 'h')} den ${jump.previousDate}. Skrivfel? Varje serviceprognos för maskinen räknar med den.`;
    }
    case 'service-overdue': {
      const machine = facts.machines.get(row.machineId!)!;
      const marking = machine.registrationNumber ?? machine.serialNumber ?? machine.unitNumber;
      const label = `${machine.make}${machine.model ? ` ${machine.model}` : ''}${marking ? ` (${marking})` : ''}`;
      return `${label}: ${(overdueNames.get(row.machineId!) ?? []).join(', ')} är försenad och ingen arbetsorder är öppen för maskinen.`;
    }
  }
}

function toFinding(row: FoundRow, message: string): Finding {
  return {
    key: row.key,
    kind: row.kind,
    amount: row.amountOre === null ? null : Number(row.amountOre) / 100,
    message,
    ...(row.workOrderId && { workOrderId: row.workOrderId }),
    ...(row.invoiceId && { invoiceId: row.invoiceId }),
    ...(row.machineId && { machineId: row.machineId }),
    ...(row.partId && { partId: row.partId }),
  };
}

export interface FindingsPage {
  findings: Finding[];
  total: number;
  summary: InsightsSummary;
}

/** A page of the workshop's findings as of today, largest amount first, those without one last; with their count and sum. */
export async function findingsPage(db: Database, organisationId: string, today: string, limit: number, offset: number): Promise<FindingsPage> {
  await freshen(db, organisationId, today);
  const page = await repository.findingsPage(db, organisationId, today, limit, offset);
  const words = await wordsOf(db, organisationId, today, page.rows);
  return {
    findings: page.rows.map((row) => toFinding(row, words.get(row.key)!)),
    total: page.total,
    summary: { count: page.total, amount: page.amountOre / 100 },
  };
}

/** Dismisses a current finding for good, as an audit event about the record it concerns; an unknown key is 404. */
export async function dismissFinding(db: Database, actor: Actor, key: string, today: string): Promise<void> {
  await freshen(db, actor.organisationId, today);
  const row = await repository.findingWithKey(db, actor.organisationId, today, key);
  if (!row) throw notFound(messages.findingNotFound);
  const message = (await wordsOf(db, actor.organisationId, today, [row])).get(key)!;
  // The record a dismissal's audit event is about: the job, else the part, else the machine.
  const entityId = row.workOrderId ?? row.partId ?? row.machineId!;
  await db.transaction(async (tx) => {
    const inserted = await repository.insertDismissal(tx, actor.organisationId, key, actor.id);
    if (inserted)
      await recordEvent(tx, actor, 'finding', entityId, 'dismissed', [
        { field: 'key', from: null, to: key },
        { field: 'message', from: null, to: message },
      ]);
  });
}
