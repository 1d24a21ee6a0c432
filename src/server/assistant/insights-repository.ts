import { sql } from 'drizzle-orm';
import { MAX_METER_HOURS_PER_DAY, NOT_INVOICED_AFTER_DAYS } from '../../shared/assistant';
import { FINISHED_STATUSES } from '../../shared/work-orders';
import type { Database } from '../db/client';
import { findingDismissals } from '../db/schema';
import { rowsOf } from '../db/rows';
import { materialValuesSql } from './materials-value';

// Fakturakontroll's questions, each one query over the workshop's own records (read only, as the
// export reads the books: docs/decisions/026-assistant.md). Money in öre, rounded once per row.

const finished = sql.param([...FINISHED_STATUSES]);

/** A credit note of `invoice`, looked for in its own workshop only (else a scan of every workshop's invoices). */
const creditOf = (invoice: ReturnType<typeof sql>) =>
  sql`select 1 from invoices as c where c.credit_for_invoice_id = ${invoice}.id and c.organisation_id = ${invoice}.organisation_id`;

/** An invoice that bills the job: not a credit note, not an interest invoice, and not credited. */
const liveInvoiceOf = (workOrder: ReturnType<typeof sql>) => sql`select 1 from invoices as i
  where i.work_order_id = ${workOrder} and i.credit_for_invoice_id is null and i.interest_for_invoice_id is null
    and not exists (${creditOf(sql`i`)})`;

/** The job's billable time in öre: hours at the rate's price per hour, distance at its price per kilometre. */
const timeValueOre = () => sql`(select coalesce(round(sum(
      case when t.hours_hundredths is not null then t.hours_hundredths * r.price_ore / 100.0
           when t.kilometres_tenths is not null then t.kilometres_tenths * r.price_ore / 10.0 else 0 end)), 0)::bigint
    from time_entries as t join rates as r on r.id = t.rate_id
    where t.work_order_id = w.id and t.billable)`;

export interface UnbilledJob {
  id: string;
  workOrderNumber: string;
  title: string;
  materials: unknown;
  /** The execution date, else the Swedish day it was finished, else the day it was made. */
  since: string;
  timeOre: number;
}

/** Finished jobs that no invoice bills, `NOT_INVOICED_AFTER_DAYS` days after their day. */
export async function unbilledJobs(db: Database, organisationId: string, today: string): Promise<UnbilledJob[]> {
  return rowsOf<UnbilledJob>(
    db,
    sql`select id, "workOrderNumber", title, materials, since::text as since, "timeOre" from (
          select w.id, w.work_order_number as "workOrderNumber", w.title, w.materials,
                 coalesce(w.execution_date,
                   (select max(a.at at time zone 'Europe/Stockholm')::date from audit_events as a
                     where a.organisation_id = w.organisation_id and a.entity = 'workOrder' and a.entity_id = w.id
                       and exists (select 1 from jsonb_array_elements(a.changes) as change
                                    where change->>'field' = 'status' and change->>'to' = any(${finished}::text[]))),
                   (w.created_at at time zone 'Europe/Stockholm')::date) as since,
                 ${timeValueOre()} as "timeOre"
            from work_orders as w
           where w.organisation_id = ${organisationId} and w.status = any(${finished}::text[])
             and not exists (${liveInvoiceOf(sql`w.id`)})) as job
        where since + ${NOT_INVOICED_AFTER_DAYS}::int <= ${today}::date`,
  );
}

export interface UnderBilledJob {
  id: string;
  workOrderNumber: string;
  /** Its materials and billable time, billed or not, in öre. */
  usedOre: number;
  /** What its invoices bill, net: invoices less credit notes, interest invoices left out. */
  billedOre: number;
  /** The newest invoice that bills it. */
  invoiceId: string;
  invoiceNumber: string;
}

/**
 * Jobs an invoice bills for at least `minimumOre` less than their materials and billable time: set-based,
 * one pass over the workshop's invoices and time entries each, since every invoiced job is weighed. Time
 * is summed in whole hundredths per job and rate before a price touches it (an entry holds hours or
 * kilometres, never both): the same sum as pricing each entry, at a third of the cost. Materials are
 * priced in SQL (materials-value.ts), so that only the jobs found leave the database.
 */
export async function underBilledJobs(db: Database, organisationId: string, minimumOre: number): Promise<UnderBilledJob[]> {
  return rowsOf<UnderBilledJob>(
    db,
    sql`with newest as (
          select distinct on (i.work_order_id) i.work_order_id, i.id, i.invoice_number from invoices as i
           where i.organisation_id = ${organisationId} and i.credit_for_invoice_id is null and i.interest_for_invoice_id is null
             and not exists (${creditOf(sql`i`)})
           order by i.work_order_id, i.created_at desc, i.id desc),
        billed as (
          select b.work_order_id, sum(b.net_ore)::bigint as ore from invoices as b
           where b.organisation_id = ${organisationId} and b.interest_for_invoice_id is null group by b.work_order_id),
        per_rate as (
          select t.work_order_id, t.rate_id, sum(t.hours_hundredths) as hours, sum(t.kilometres_tenths) as kilometres from time_entries as t
           where t.organisation_id = ${organisationId} and t.billable group by t.work_order_id, t.rate_id),
        worked as (
          select p.work_order_id, round(sum(coalesce(p.hours * r.price_ore / 100.0, 0) + coalesce(p.kilometres * r.price_ore / 10.0, 0)))::bigint as ore
            from per_rate as p join rates as r on r.id = p.rate_id group by p.work_order_id),
        jobs as (
          select w.id, w.work_order_number, w.materials, newest.id as invoice_id, newest.invoice_number
            from newest join work_orders as w on w.id = newest.work_order_id and w.organisation_id = ${organisationId}),
        materials as (select v.work_order_id, sum(v.ore) as ore from (${materialValuesSql(sql`jobs`)}) as v group by v.work_order_id),
        weighed as (
          select w.id, w.work_order_number, coalesce(worked.ore, 0) + coalesce(materials.ore, 0) as used_ore,
                 coalesce(billed.ore, 0) as billed_ore, w.invoice_id, w.invoice_number
            from jobs as w
            left join billed on billed.work_order_id = w.id
            left join worked on worked.work_order_id = w.id
            left join materials on materials.work_order_id = w.id)
        select id, work_order_number as "workOrderNumber", used_ore::float8 as "usedOre", billed_ore::float8 as "billedOre",
               invoice_id as "invoiceId", invoice_number as "invoiceNumber"
          from weighed where used_ore - billed_ore >= ${minimumOre}`,
  );
}

export interface PricedPart {
  id: string;
  partNumber: string;
  name: string;
  unit: string;
  salePriceOre: number;
  /** The moving average of its receipts, else its purchase price. */
  costOre: number;
  onHandHundredths: number;
  stocked: boolean;
}

/** Parts with a known cost, and the jobs not yet invoiced whose materials name them. */
export async function costedParts(db: Database, organisationId: string): Promise<PricedPart[]> {
  return rowsOf<PricedPart>(
    db,
    sql`select id, part_number as "partNumber", name, unit, sale_price_ore as "salePriceOre",
               coalesce(average_cost_ore, purchase_price_ore) as "costOre", on_hand_hundredths as "onHandHundredths", stocked
          from parts
         where organisation_id = ${organisationId} and coalesce(average_cost_ore, purchase_price_ore) > 0`,
  );
}

export interface JobWithParts {
  id: string;
  workOrderNumber: string;
  materials: unknown;
}

/** Jobs not yet billed (neither cancelled nor invoiced) whose materials name a part of `partIds`. */
export async function unbilledJobsWithParts(db: Database, organisationId: string, partIds: string[]): Promise<JobWithParts[]> {
  if (partIds.length === 0) return [];
  return rowsOf<JobWithParts>(
    db,
    sql`select w.id, w.work_order_number as "workOrderNumber", w.materials
          from work_orders as w
         where w.organisation_id = ${organisationId} and w.status <> 'Avbruten'
           and exists (select 1 from work_order_parts as p where p.work_order_id = w.id and p.part_id = any(${sql.param(partIds)}::uuid[]))
           and not exists (${liveInvoiceOf(sql`w.id`)})`,
  );
}

export interface MeterJump {
  id: string;
  machineId: string;
  machineName: string;
  readingDate: string;
  valueTenths: number;
  previousDate: string;
  previousTenths: number;
}

/** Hour-meter readings more than `MAX_METER_HOURS_PER_DAY` hours per calendar day above the one before. */
export async function meterJumps(db: Database, organisationId: string): Promise<MeterJump[]> {
  return rowsOf<MeterJump>(
    db,
    sql`select id, "machineId", "machineName", "readingDate", "valueTenths", "previousDate", "previousTenths" from (
          select r.id, r.machine_id as "machineId", trim(m.make || ' ' || coalesce(m.model, '')) as "machineName",
                 r.reading_date::text as "readingDate", r.value_tenths as "valueTenths",
                 lag(r.reading_date::text) over readings as "previousDate", lag(r.value_tenths) over readings as "previousTenths",
                 r.reading_date - lag(r.reading_date) over readings as days
            from meter_readings as r join machines as m on m.id = r.machine_id
           where r.organisation_id = ${organisationId} and m.meter_unit = 'h'
          window readings as (partition by r.machine_id order by r.reading_date, r.value_tenths, r.created_at)) as step
        where "previousTenths" is not null
          and "valueTenths" - "previousTenths" > ${MAX_METER_HOURS_PER_DAY * 10}::int * greatest(days, 1)`,
  );
}

/** The workshop's machines with an open job (neither finished nor cancelled); fewer than the machines asked about, so read whole. */
export async function machinesWithOpenJobs(db: Database, organisationId: string): Promise<Set<string>> {
  const rows = await rowsOf<{ machineId: string }>(
    db,
    sql`select distinct machine_id as "machineId" from work_orders
         where organisation_id = ${organisationId} and machine_id is not null
           and status <> 'Avbruten' and not (status = any(${finished}::text[]))`,
  );
  return new Set(rows.map((row) => row.machineId));
}

export async function dismissedKeys(db: Database, organisationId: string): Promise<Set<string>> {
  const rows = await rowsOf<{ key: string }>(db, sql`select key from finding_dismissals where organisation_id = ${organisationId}`);
  return new Set(rows.map((row) => row.key));
}

/** Remembers a dismissal; false when it was dismissed already. */
export async function insertDismissal(db: Database, organisationId: string, key: string, userId: string): Promise<boolean> {
  const inserted = await db.insert(findingDismissals).values({ organisationId, key, userId }).onConflictDoNothing().returning({ key: findingDismissals.key });
  return inserted.length > 0;
}
