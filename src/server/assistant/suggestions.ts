import {
  MAX_SIMILAR_JOBS,
  median,
  MIN_SIMILAR_JOBS,
  type Suggestions,
  type SuggestionsQuery,
} from '../../shared/assistant';
import { materialQuantity } from '../../shared/work-orders';
import type { Database } from '../db/client';
import { isUuid } from '../http/ids';
import * as repository from './suggestions-repository';
import type { SimilarJob, SuggestionTarget } from './suggestions-repository';
import { machineNotFound } from '../machines/errors';
import { workOrderNotFound } from '../work-orders/errors';

const NO_SUGGESTIONS = (jobs: number): Suggestions => ({
  basis: { match: 'none', jobs },
  checklist: [],
  parts: [],
  hours: null,
});

const sourceOf = (job: SimilarJob) => ({ id: job.id, workOrderNumber: job.workOrderNumber });

/** A checklist item's text as written, and the key two jobs share when they wrote it alike. */
function checklistTexts(job: SimilarJob): Array<{ key: string; text: string }> {
  if (!Array.isArray(job.todoList)) return [];
  const seen = new Set<string>();
  return job.todoList.flatMap((item: unknown) => {
    const text =
      typeof (item as { text?: unknown })?.text === 'string'
        ? (item as { text: string }).text.trim().replace(/\s+/g, ' ')
        : '';
    const key = text.toLocaleLowerCase('sv-SE');
    if (!text || seen.has(key)) return [];
    seen.add(key);
    return [{ key, text }];
  });
}

/** Each part of the register a job used, with the quantity it used (summed when named twice). */
function partsUsed(job: SimilarJob): Map<string, number> {
  const used = new Map<string, number>();
  if (!Array.isArray(job.materials)) return used;
  for (const material of job.materials as Array<{ partId?: unknown; quantity?: unknown } | null>) {
    const partId = typeof material?.partId === 'string' && material.partId ? material.partId.toLowerCase() : null;
    if (!partId) continue;
    used.set(partId, (used.get(partId) ?? 0) + (materialQuantity(material?.quantity) ?? 1));
  }
  return used;
}

/** ASSISTANT.md decision 1, from the similar jobs found: what at least two of them have. */
async function fromJobs(
  db: Database,
  organisationId: string,
  match: 'model' | 'category',
  jobs: SimilarJob[],
): Promise<Suggestions> {
  const checklist = new Map<string, { text: string; jobs: SimilarJob[] }>();
  const parts = new Map<string, { quantities: number[]; jobs: SimilarJob[] }>();
  for (const job of jobs) {
    for (const { key, text } of checklistTexts(job)) {
      const entry = checklist.get(key) ?? { text, jobs: [] };
      entry.jobs.push(job);
      checklist.set(key, entry);
    }
    for (const [partId, quantity] of partsUsed(job)) {
      const entry = parts.get(partId) ?? { quantities: [], jobs: [] };
      entry.quantities.push(quantity);
      entry.jobs.push(job);
      parts.set(partId, entry);
    }
  }
  const common = <T extends { jobs: SimilarJob[] }>(entries: Map<string, T>) =>
    [...entries]
      .filter(([, entry]) => entry.jobs.length >= MIN_SIMILAR_JOBS)
      .sort(([, a], [, b]) => b.jobs.length - a.jobs.length);
  const commonParts = common(parts);
  const named = await repository.partsNamed(
    db,
    organisationId,
    commonParts.map(([partId]) => partId),
  );
  const timed = jobs.filter((job) => job.hoursHundredths !== null && job.hoursHundredths > 0);
  return {
    basis: { match, jobs: jobs.length },
    checklist: common(checklist).map(([, entry]) => ({
      text: entry.text,
      count: entry.jobs.length,
      sources: entry.jobs.map(sourceOf),
    })),
    // A part since removed from the register is not offered.
    parts: commonParts.flatMap(([partId, entry]) => {
      const part = named.get(partId);
      return part
        ? [
            {
              partId,
              partNumber: part.partNumber,
              name: part.name,
              quantity: median(entry.quantities),
              count: entry.jobs.length,
              sources: entry.jobs.map(sourceOf),
            },
          ]
        : [];
    }),
    hours:
      timed.length >= MIN_SIMILAR_JOBS
        ? {
            median: median(timed.map((job) => job.hoursHundredths! / 100)),
            count: timed.length,
            sources: timed.map(sourceOf),
          }
        : null,
  };
}

async function suggestionsFor(db: Database, target: SuggestionTarget): Promise<Suggestions> {
  if (!target.workCategory) return NO_SUGGESTIONS(0);
  const counts = await repository.countSimilarJobs(db, target);
  const match = counts.model >= MIN_SIMILAR_JOBS ? 'model' : counts.category >= MIN_SIMILAR_JOBS ? 'category' : null;
  if (!match) return NO_SUGGESTIONS(Math.max(counts.model, counts.category));
  return fromJobs(db, target.organisationId, match, await repository.similarJobs(db, target, match, MAX_SIMILAR_JOBS));
}

/** GET /workorders/{id}/suggestions. */
export async function suggestionsForWorkOrder(db: Database, organisationId: string, id: string): Promise<Suggestions> {
  const workOrder = await repository.workOrderFacts(db, organisationId, id);
  if (!workOrder) throw workOrderNotFound();
  const machine = workOrder.machineId ? await repository.machineFacts(db, organisationId, workOrder.machineId) : null;
  return suggestionsFor(db, {
    organisationId,
    excludeId: id,
    make: machine?.make ?? null,
    model: machine?.model ?? null,
    category: machine?.category ?? workOrder.vehicleCategory,
    workCategory: workOrder.workCategory,
    words: `${workOrder.title} ${workOrder.description}`,
  });
}

/** GET /suggestions: a work order being filled in; its machine must be the workshop's (404). */
export async function suggestionsForForm(
  db: Database,
  organisationId: string,
  query: SuggestionsQuery,
): Promise<Suggestions> {
  const machine =
    query.machineId && isUuid(query.machineId)
      ? await repository.machineFacts(db, organisationId, query.machineId.toLowerCase())
      : null;
  if (query.machineId && !machine) throw machineNotFound();
  return suggestionsFor(db, {
    organisationId,
    excludeId: null,
    make: machine?.make ?? null,
    model: machine?.model ?? null,
    category: machine?.category ?? null,
    workCategory: query.workCategory ?? null,
    words: `${query.title ?? ''} ${query.description ?? ''}`,
  });
}
