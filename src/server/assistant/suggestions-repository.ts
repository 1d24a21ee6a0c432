import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rowsOf } from '../db/rows';
import { FINISHED_STATUSES } from '../../shared/work-orders';

/** What a suggestion is looked for by: the job's machine, its work category and its words. */
export interface SuggestionTarget {
  organisationId: string;
  /** A saved work order is not its own precedent. */
  excludeId: string | null;
  make: string | null;
  model: string | null;
  category: string | null;
  workCategory: string | null;
  words: string;
}

export interface SimilarJob {
  id: string;
  workOrderNumber: string;
  todoList: unknown;
  materials: unknown;
  /** Billable hours recorded on the job, in hundredths; null when none. */
  hoursHundredths: number | null;
}

// Finished jobs of the workshop with the same work category (the form's and the legacy status words).
const finishedLike = (target: SuggestionTarget) => sql`w.organisation_id = ${target.organisationId}
  and w.status = any(${sql.param([...FINISHED_STATUSES])}::text[])
  and w.work_category = ${target.workCategory}
  and (${target.excludeId}::uuid is null or w.id <> ${target.excludeId}::uuid)`;

const sameModel = (target: SuggestionTarget) =>
  sql`lower(m.make) = lower(${target.make}) and lower(m.model) = lower(${target.model})`;
const sameCategory = (target: SuggestionTarget) =>
  sql`(m.category = ${target.category} or w.vehicle_category = ${target.category})`;

/** How many finished jobs match by make and model, and by category. */
export async function countSimilarJobs(
  db: Database,
  target: SuggestionTarget,
): Promise<{ model: number; category: number }> {
  const [row] = await rowsOf<{ model: number; category: number }>(
    db,
    sql`select count(*) filter (where ${target.make !== null && target.model !== null ? sameModel(target) : sql`false`})::int as model,
               count(*) filter (where ${target.category !== null ? sameCategory(target) : sql`false`})::int as category
        from work_orders as w left join machines as m on m.id = w.machine_id
        where ${finishedLike(target)}`,
  );
  return row ?? { model: 0, category: 0 };
}

/**
 * The most similar finished jobs at the chosen level, by PostgreSQL's full text search over title and
 * description (Swedish stemming, core PostgreSQL on either database), newest first among equals.
 */
export async function similarJobs(
  db: Database,
  target: SuggestionTarget,
  match: 'model' | 'category',
  limit: number,
): Promise<SimilarJob[]> {
  return rowsOf<SimilarJob>(
    db,
    sql`select w.id, w.work_order_number as "workOrderNumber", w.todo_list as "todoList", w.materials,
               (select sum(t.hours_hundredths)::int from time_entries as t
                 where t.work_order_id = w.id and t.billable and t.hours_hundredths is not null) as "hoursHundredths"
        from work_orders as w left join machines as m on m.id = w.machine_id
        where ${finishedLike(target)} and ${match === 'model' ? sameModel(target) : sameCategory(target)}
        order by ts_rank(to_tsvector('swedish', w.title || ' ' || w.description), plainto_tsquery('swedish', ${target.words})) desc,
                 w.created_at desc, w.id
        limit ${limit}`,
  );
}

/** Part numbers and names of the workshop's parts among `ids`. */
export async function partsNamed(
  db: Database,
  organisationId: string,
  ids: string[],
): Promise<Map<string, { partNumber: string; name: string }>> {
  if (ids.length === 0) return new Map();
  const rows = await rowsOf<{ id: string; partNumber: string; name: string }>(
    db,
    sql`select id, part_number as "partNumber", name from parts where organisation_id = ${organisationId} and id = any(${sql.param(ids)}::uuid[])`,
  );
  return new Map(rows.map((row) => [row.id, { partNumber: row.partNumber, name: row.name }]));
}

/** The machine a job is on: its make, model and category. */
export async function machineFacts(db: Database, organisationId: string, machineId: string) {
  const [row] = await rowsOf<{ make: string; model: string | null; category: string }>(
    db,
    sql`select make, model, category from machines where organisation_id = ${organisationId} and id = ${machineId}`,
  );
  return row ?? null;
}

/** A saved work order's own facts, for its suggestions. */
export async function workOrderFacts(db: Database, organisationId: string, id: string) {
  const [row] = await rowsOf<{
    machineId: string | null;
    vehicleCategory: string;
    workCategory: string;
    title: string;
    description: string;
  }>(
    db,
    sql`select machine_id as "machineId", vehicle_category as "vehicleCategory", work_category as "workCategory", title, description
        from work_orders where organisation_id = ${organisationId} and id = ${id}`,
  );
  return row ?? null;
}
