import type { Finding, InvoiceControlSummary } from '../../shared/assistant';
import { formatMeter } from '../../shared/labels';
import { formatOre, formatQuantity } from '../../shared/money';
import { recordEvent, type Actor } from '../audit/service';
import type { Database } from '../db/client';
import * as repository from './invoice-control-repository';
import type { FoundRow } from './invoice-control-repository';
import { freshenFindingsState, isStale, keepStale } from './kept-state';
import { findingNotFound } from './errors';

// ASSISTANT.md decision 2: each finding derived from the records as they are now, so that it ends by
// itself when its cause is put right; only dismissals are stored. The records' kept values (a job's
// amounts, a reading's step, a machine's service days and open job): one statement answers a page with
// the facts its findings name, the count, the sum and whether any of them was not kept (then they are
// kept and it is asked again), and only the page is put into words.
// Öre until the answer.

/** The finding's words, from the facts of the records it names. */
function messageOf(row: FoundRow): string {
  switch (row.kind) {
    case 'not-invoiced': {
      const job = row.job!;
      const unbilled = `Arbetsorder ${job.workOrderNumber} (${job.title}) är klar sedan ${job.since} men inte fakturerad`;
      if (job.fixedPriceOre !== null) return `${unbilled}: fast pris ${formatOre(job.fixedPriceOre)} (exkl. moms).`;
      return row.amountOre! > 0
        ? `${unbilled}: ${formatOre(row.amountOre!)} i material och tid.`
        : `${unbilled}. Ingen tid eller material är registrerad: sätt pris på arbetet i fakturan.`;
    }
    case 'under-billed': {
      const job = row.job!;
      if (job.fixedPriceOre !== null)
        return `Arbetsorder ${job.workOrderNumber} har fast pris ${formatOre(job.fixedPriceOre)} (exkl. moms, med godkänt tilläggsarbete), men faktura ${job.invoiceNumber} tar bara betalt för ${formatOre(job.billedOre)}.`;
      return `Arbetsorder ${job.workOrderNumber}: material och tid för ${formatOre(job.usedOre)}, men faktura ${job.invoiceNumber} tar bara betalt för ${formatOre(job.billedOre)} (exkl. moms).`;
    }
    case 'over-billed': {
      const job = row.job!;
      return `Arbetsorder ${job.workOrderNumber} har fast pris ${formatOre(job.fixedPriceOre!)} (exkl. moms, med godkänt tilläggsarbete), men faktura ${job.invoiceNumber} tar betalt för ${formatOre(job.billedOre)}: mer än kunden har godkänt.`;
    }
    case 'below-cost': {
      const part = row.part!;
      if (row.job === null) {
        return `${part.name} (${part.partNumber}) säljs för ${formatOre(part.salePriceOre)}/${part.unit} men kostar i snitt ${formatOre(part.costOre)}/${part.unit}: lagret på ${formatQuantity(part.onHandHundredths / 100)} ${part.unit} säljs med förlust.`;
      }
      return `Arbetsorder ${row.job.workOrderNumber} säljer ${formatQuantity(row.quantity!)} ${part.unit} ${part.name} för ${formatOre(row.priceOre!)}/${part.unit}, under snittkostnaden ${formatOre(part.costOre)}/${part.unit}.`;
    }
    case 'meter-jump': {
      const jump = row.reading!;
      return `${jump.machineName}: mätaren ${formatMeter(jump.valueTenths / 10, 'h')} den ${jump.readingDate} är mer än 24 timmar per dygn över ${formatMeter(jump.previousTenths / 10, 'h')} den ${jump.previousDate}. Skrivfel? Varje serviceprognos för maskinen räknar med den.`;
    }
    case 'service-overdue': {
      const machine = row.machine!;
      const label = `${machine.make}${machine.model ? ` ${machine.model}` : ''}${machine.marking ? ` (${machine.marking})` : ''}`;
      const overdue = machine.overdue ?? [];
      return `${label}: ${overdue.join(', ')} är ${overdue.length === 1 ? 'försenad' : 'försenade'} och ingen arbetsorder är öppen för maskinen.`;
    }
  }
}

function toFinding(row: FoundRow): Finding {
  return {
    key: row.key,
    kind: row.kind,
    amount: row.amountOre === null ? null : Number(row.amountOre) / 100,
    message: messageOf(row),
    ...(row.workOrderId && { workOrderId: row.workOrderId }),
    ...(row.invoiceId && { invoiceId: row.invoiceId }),
    ...(row.machineId && { machineId: row.machineId }),
    ...(row.partId && { partId: row.partId }),
  };
}

export interface FindingsPage {
  findings: Finding[];
  total: number;
  summary: InvoiceControlSummary;
}

/** A page of the workshop's findings as of today, largest amount first, those without one last; with their count and sum. */
export async function findingsPage(
  db: Database,
  organisationId: string,
  today: string,
  limit: number,
  offset: number,
): Promise<FindingsPage> {
  let page = await repository.findingsPage(db, organisationId, today, limit, offset);
  if (isStale(page.stale)) {
    await keepStale(db, organisationId, today, page.stale);
    page = await repository.findingsPage(db, organisationId, today, limit, offset);
  }
  return {
    findings: page.rows.map(toFinding),
    total: page.total,
    summary: { count: page.total, amount: page.amountOre / 100 },
  };
}

/** Dismisses a current finding for good, as an audit event about the record it concerns; an unknown key is 404. */
export async function dismissFinding(db: Database, actor: Actor, key: string, today: string): Promise<void> {
  await freshenFindingsState(db, actor.organisationId, today);
  const row = await repository.findingWithKey(db, actor.organisationId, today, key);
  if (!row) throw findingNotFound();
  const message = messageOf(row);
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
