import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Material } from '../../shared/work-orders';
import type { Database } from '../db/client';
import { rowsOf } from '../db/rows';
import { materialsOf, materialValuesSql, valueOre } from './materials-value';

// What a job is worth and what bills it, kept on the work order in the transaction of the change
// (docs/decisions/031-kept-job-amounts.md): its materials here, its billable time by the time feature,
// what its invoices bill by the invoices feature. Fakturakontroll then compares them on the row.

/** The kept values of a work order written by the app itself: a new job has no time and no invoice yet. */
export const newJobAmounts = (materials: Material[] | undefined) => ({
  materialsOre: valueOre(materialsOf(materials ?? [])),
  timeOre: 0,
  billedOre: 0,
  billedByInvoiceId: null,
});

/** The materials' value for a write of `materials`: nothing when the write leaves them as they are. */
export const keptMaterials = (materials: Material[] | undefined) =>
  materials === undefined ? {} : { materialsOre: valueOre(materialsOf(materials)) };

/**
 * Locks the jobs (in id order, so two writers never wait on each other crosswise) before what they are
 * worth is read: a second writer then reads what the first committed. Every writer of time entries and
 * invoices takes it before it touches their rows, so a job is always locked before its entries.
 */
export async function lockJobs(db: Database, organisationId: string, ids: ReadonlyArray<string | null>): Promise<void> {
  const distinct = [...new Set(ids.filter((id): id is string => id !== null))].sort();
  if (distinct.length === 0) return;
  await db.execute(
    sql`select id from work_orders where organisation_id = ${organisationId} and id = any(${sql.param(distinct)}::uuid[]) order by id for no key update`,
  );
}

/**
 * Writes each job's billable time in öre from `values`, a query of (id, time_ore) the time feature builds
 * from its entries: one statement, so that a time entry's write costs one more round trip, not three.
 * The caller has locked the jobs (lockJobs) before it touched their entries.
 */
export async function keepTimeValues(db: Database, organisationId: string, values: SQL): Promise<void> {
  await db.execute(sql`update work_orders as w set time_ore = v.time_ore
    from (${values}) as v(id, time_ore)
    where w.organisation_id = ${organisationId} and w.id = v.id and w.time_ore is distinct from v.time_ore`);
}

/** Writes what each job's invoices bill from `values`, a query of (id, billed_ore, billed_by_invoice_id) the invoices feature builds; the jobs locked. */
export async function keepBilling(db: Database, organisationId: string, values: SQL): Promise<void> {
  await db.execute(sql`update work_orders as w set billed_ore = v.billed_ore, billed_by_invoice_id = v.billed_by_invoice_id
    from (${values}) as v(id, billed_ore, billed_by_invoice_id)
    where w.organisation_id = ${organisationId} and w.id = v.id
      and (w.billed_ore is distinct from v.billed_ore or w.billed_by_invoice_id is distinct from v.billed_by_invoice_id)`);
}

/** The materials' value of rows written outside the app, priced in SQL as valueOre prices them (materials-value.ts). */
export async function keepMaterialValues(db: Database, organisationId: string, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.execute(sql`with jobs as (select id, materials from work_orders where organisation_id = ${organisationId} and id = any(${sql.param(ids)}::uuid[])),
      priced as (select m.work_order_id, sum(m.ore)::bigint as ore from (${materialValuesSql(sql`jobs`)}) as m group by m.work_order_id)
    update work_orders as w set materials_ore = coalesce(priced.ore, 0)
      from jobs left join priced on priced.work_order_id = jobs.id
     where w.organisation_id = ${organisationId} and w.id = jobs.id`);
}

/** Whether the workshop has a job with a value not kept yet, as an SQL condition (one probe of work_orders_amounts_unkept_idx). */
export const unkeptAmountsExist = (organisationId: string | Placeholder): SQL =>
  sql`exists (select 1 from work_orders where organisation_id = ${organisationId} and (materials_ore is null or time_ore is null or billed_ore is null))`;

/** Jobs with a value not kept yet (written before migration 0032, by a restore of an older backup or by SQL); unordered, so that the partial index answers. */
export async function jobsWithUnkeptAmounts(db: Database, organisationId: string, limit: number): Promise<string[]> {
  const rows = await rowsOf<{ id: string }>(
    db,
    sql`select id from work_orders where organisation_id = ${organisationId}
          and (materials_ore is null or time_ore is null or billed_ore is null) limit ${limit}`,
  );
  return rows.map((row) => row.id);
}
