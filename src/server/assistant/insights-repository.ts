import { sql } from 'drizzle-orm';
import { MAX_METER_HOURS_PER_DAY, NOT_INVOICED_AFTER_DAYS } from '../../shared/assistant';
import { FINISHED_STATUSES } from '../../shared/work-orders';
import type { Database } from '../db/client';
import { findingDismissals } from '../db/schema';
import { rowsOf } from '../db/rows';

// Fakturakontroll's questions, each one query over the workshop's own records (read only, as the
// export reads the books: docs/decisions/026-assistant.md), the jobs' amounts as the features that
// write them keep them (docs/decisions/031-kept-job-amounts.md). Money in öre.

const finished = sql.param([...FINISHED_STATUSES]);

/** Less than a krona is rounding, not a loss; a literal, so that the partial index work_orders_under_billed_idx serves it. */
export const UNDER_BILLED_MINIMUM_ORE = 100;

export interface UnbilledJob {
  id: string;
  workOrderNumber: string;
  title: string;
  /** The execution date, else the Swedish day it was finished, else the day it was made. */
  since: string;
  /** Its materials and billable time as kept on the work order (docs/decisions/031). */
  amountOre: number;
}

/** Finished jobs that no invoice bills, `NOT_INVOICED_AFTER_DAYS` days after their day. */
export async function unbilledJobs(db: Database, organisationId: string, today: string): Promise<UnbilledJob[]> {
  return rowsOf<UnbilledJob>(
    db,
    sql`select id, "workOrderNumber", title, since::text as since, "amountOre" from (
          select w.id, w.work_order_number as "workOrderNumber", w.title,
                 coalesce(w.execution_date,
                   (select max(a.at at time zone 'Europe/Stockholm')::date from audit_events as a
                     where a.organisation_id = w.organisation_id and a.entity = 'workOrder' and a.entity_id = w.id
                       and exists (select 1 from jsonb_array_elements(a.changes) as change
                                    where change->>'field' = 'status' and change->>'to' = any(${finished}::text[]))),
                   (w.created_at at time zone 'Europe/Stockholm')::date) as since,
                 (w.materials_ore + w.time_ore)::float8 as "amountOre"
            from work_orders as w
           where w.organisation_id = ${organisationId} and w.status = any(${finished}::text[]) and w.billed_by_invoice_id is null) as job
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
 * Jobs an invoice bills for at least a krona less than their materials and billable time: a comparison
 * of the amounts kept on the work order (docs/decisions/031), read from a partial index of the few that
 * differ, where it was a pass over every invoice and time entry of the workshop.
 */
export async function underBilledJobs(db: Database, organisationId: string): Promise<UnderBilledJob[]> {
  return rowsOf<UnderBilledJob>(
    db,
    sql`select w.id, w.work_order_number as "workOrderNumber", (w.materials_ore + w.time_ore)::float8 as "usedOre", w.billed_ore::float8 as "billedOre",
               i.id as "invoiceId", i.invoice_number as "invoiceNumber"
          from work_orders as w join invoices as i on i.id = w.billed_by_invoice_id and i.organisation_id = w.organisation_id
         where w.organisation_id = ${organisationId} and w.billed_by_invoice_id is not null
           and w.materials_ore + w.time_ore - w.billed_ore >= ${sql.raw(String(UNDER_BILLED_MINIMUM_ORE))}`,
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
           and w.billed_by_invoice_id is null`,
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
