import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import { MAX_METER_HOURS_PER_DAY, NOT_INVOICED_AFTER_DAYS, type FindingKind } from '../../shared/assistant';
// Work orders' rules, run inside these statements so that each kind stays one query behind its index:
// which statuses are finished and how a job's materials are priced (the one source of each is in
// work-orders/open-jobs.ts and materials-value.ts; docs/decisions/043).
// What a job should bill (a fixed price's accepted amount, else materials and time) likewise: job-due.ts.
import {
  beyondFixedPriceSql,
  dueOreSql,
  finishedLiterals,
  materialRowsSql,
  roundedAsJavaScript,
} from '../work-orders/service';

// Fakturakontroll's questions, each a condition on what the features keep on the row — a job's
// amounts, a reading's step, a machine's service days and open job (docs/decisions/029, 031, 032) —
// behind a partial index of its own. Each kind is a select of the finding's columns and its own order:
// the order the whole list has among the kind's rows, which its index gives, so that a page reads only
// as many of each kind as it shows (docs/decisions/032). Dismissed findings are left out. Money in öre.

type Param = string | Placeholder;

export interface FindingKindSql {
  /** The kind's current findings: key, kind, amount_ore, work_order_id, invoice_id, machine_id, part_id, reading_id, quantity, price_ore. */
  rows: SQL;
  /** Largest amount first, then by key byte by byte, in terms its index serves. */
  order: SQL;
}

/** Less than a krona is rounding, not a loss; a literal, so that the partial indexes work_orders_under_billed_idx and …_beyond_fixed_price_idx serve it. */
const UNDER_BILLED_MINIMUM_ORE = sql.raw('100');
/** What the job should bill, in the alias `w` these statements give work_orders. */
const due = dueOreSql('w');
const beyond = beyondFixedPriceSql('w');
/** Tenths of an hour per calendar day; a literal, so that the partial index meter_readings_jump_idx serves it. */
const JUMP_TENTHS_PER_DAY = sql.raw(String(MAX_METER_HOURS_PER_DAY * 10));

/** The job's day: its execution date, else the Swedish day it was last finished, else the day it was made. */
export const sinceOf = (w: SQL) => sql`coalesce(${w}.execution_date,
    (select max(a.at at time zone 'Europe/Stockholm')::date from audit_events as a
      where a.organisation_id = ${w}.organisation_id and a.entity = 'workOrder' and a.entity_id = ${w}.id
        and exists (select 1 from jsonb_array_elements(a.changes) as change
                     where change->>'field' = 'status' and change->>'to' in (${finishedLiterals}))),
    (${w}.created_at at time zone 'Europe/Stockholm')::date)`;

/** A uuid as PostgreSQL spells it, the only text equal to a part's id as text. */
const UUID_TEXT = sql.raw(`'^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'`);

/** A part's cost: the moving average of its receipts, else its purchase price. */
export const costOf = (p: SQL) => sql`coalesce(${p}.average_cost_ore, ${p}.purchase_price_ore)`;

interface FoundValues {
  key: SQL;
  kind: FindingKind;
  amountOre?: SQL;
  workOrderId?: SQL;
  invoiceId?: SQL;
  machineId?: SQL;
  partId?: SQL;
  readingId?: SQL;
  quantity?: SQL;
  priceOre?: SQL;
}

/** A finding's columns, named and typed alike in every kind (each kind is also read on its own). */
const found = (
  v: FoundValues,
) => sql`${v.key} as key, ${sql.raw(`'${v.kind}'`)}::text as kind, ${v.amountOre ?? sql`null`}::bigint as amount_ore,
  ${v.workOrderId ?? sql`null`}::uuid as work_order_id, ${v.invoiceId ?? sql`null`}::uuid as invoice_id,
  ${v.machineId ?? sql`null`}::uuid as machine_id, ${v.partId ?? sql`null`}::uuid as part_id, ${v.readingId ?? sql`null`}::uuid as reading_id,
  ${v.quantity ?? sql`null`}::float8 as quantity, ${v.priceOre ?? sql`null`}::float8 as price_ore`;

/** The finding's key is not among the workshop's dismissals: a hashed set, probed once per finding. */
const notDismissed = (key: SQL, organisationId: Param) =>
  sql`${key} not in (select d.key from finding_dismissals as d where d.organisation_id = ${organisationId})`;

/** A finished job no invoice bills, three days after its day: its fixed price, else its materials and time. */
function notInvoiced(organisationId: Param, today: Param): FindingKindSql {
  const key = sql`'not-invoiced:' || w.id`;
  return {
    rows: sql`select ${found({ key, kind: 'not-invoiced', amountOre: due, workOrderId: sql`w.id` })}
        from work_orders as w
       where w.organisation_id = ${organisationId} and w.status in (${finishedLiterals}) and w.billed_by_invoice_id is null
         and ${sinceOf(sql`w`)} + ${NOT_INVOICED_AFTER_DAYS}::int <= ${today}::date and ${notDismissed(key, organisationId)}`,
    order: sql`${due} desc nulls last, w.id`,
  };
}

/** A job whose invoices bill less than it should: its fixed price, else its materials and billable time. */
function underBilled(organisationId: Param): FindingKindSql {
  const key = sql`'under-billed:' || w.id`;
  return {
    rows: sql`select ${found({ key, kind: 'under-billed', amountOre: sql`${due} - w.billed_ore`, workOrderId: sql`w.id`, invoiceId: sql`w.billed_by_invoice_id` })}
        from work_orders as w
       where w.organisation_id = ${organisationId} and w.billed_by_invoice_id is not null
         and ${due} - w.billed_ore >= ${UNDER_BILLED_MINIMUM_ORE} and ${notDismissed(key, organisationId)}`,
    order: sql`${due} - w.billed_ore desc, w.id`,
  };
}

/** A fixed-price job whose invoices bill more than the customer accepted: the customer need not pay it. */
function overBilled(organisationId: Param): FindingKindSql {
  const key = sql`'over-billed:' || w.id`;
  return {
    rows: sql`select ${found({ key, kind: 'over-billed', amountOre: beyond, workOrderId: sql`w.id`, invoiceId: sql`w.billed_by_invoice_id` })}
        from work_orders as w
       where w.organisation_id = ${organisationId} and w.billed_by_invoice_id is not null and w.price_type = 'fixed'
         and ${beyond} >= ${UNDER_BILLED_MINIMUM_ORE} and ${notDismissed(key, organisationId)}`,
    order: sql`${beyond} desc, w.id`,
  };
}

/** Stock that would be sold at a loss at its sale price. */
function partsBelowCost(organisationId: Param): FindingKindSql {
  const key = sql`'below-cost:part:' || p.id`;
  const loss = roundedAsJavaScript(
    sql`(${costOf(sql`p`)} - p.sale_price_ore)::float8 * (p.on_hand_hundredths::float8 / 100)`,
  );
  return {
    rows: sql`select ${found({ key, kind: 'below-cost', amountOre: loss, partId: sql`p.id` })}
        from parts as p
       where p.organisation_id = ${organisationId} and p.stocked and p.on_hand_hundredths > 0
         and p.sale_price_ore < ${costOf(sql`p`)} and ${costOf(sql`p`)} > 0 and ${notDismissed(key, organisationId)}`,
    order: sql`${loss} desc, p.id`,
  };
}

/** Jobs not yet billed (neither cancelled nor invoiced) that sell a part below its cost: the price can still be put right. */
function jobsBelowCost(organisationId: Param): FindingKindSql {
  const jobs = sql`(select w.id, w.materials from work_orders as w
     where w.organisation_id = ${organisationId} and w.status <> 'Avbruten' and w.billed_by_invoice_id is null
       and exists (select 1 from work_order_parts as wp where wp.work_order_id = w.id and wp.organisation_id = ${organisationId}))`;
  const key = sql`'below-cost:' || s.work_order_id || ':' || s.part_id`;
  return {
    rows: sql`select ${found({ key, kind: 'below-cost', amountOre: sql`s.loss`, workOrderId: sql`s.work_order_id`, partId: sql`s.part_id`, quantity: sql`s.quantity`, priceOre: sql`s.price_ore` })}
        from (select m.work_order_id, m.part_id, sum(m.loss)::bigint as loss, sum(m.quantity) as quantity,
                     (array_agg(m.price_ore order by m.position))[1] as price_ore
                from (select r.work_order_id, c.id as part_id, r.position, r.quantity, r.price_ore,
                             ${roundedAsJavaScript(sql`(c.cost - r.price_ore) * r.quantity`)} as loss
                        from (${materialRowsSql(jobs)}) as r
                        -- The part by its key: a material's part id is text, and only a uuid's own spelling names a part.
                        cross join lateral (select p.id, ${costOf(sql`p`)}::float8 as cost from parts as p
                               where p.id = (case when r.part_id ~ ${UUID_TEXT} then r.part_id::uuid end)
                                 and p.organisation_id = ${organisationId} and ${costOf(sql`p`)} > 0) as c
                       where r.price_ore < c.cost and r.quantity > 0) as m
               group by m.work_order_id, m.part_id) as s
       where ${notDismissed(key, organisationId)}`,
    // The key's ids are uuids of one length: their text order is the key's.
    order: sql`s.loss desc, s.work_order_id, s.part_id`,
  };
}

/** A reading more than 24 hours a day above the one before it, on a machine metered in hours. */
function meterJumps(organisationId: Param): FindingKindSql {
  const key = sql`'meter-jump:' || r.id`;
  return {
    rows: sql`select ${found({ key, kind: 'meter-jump', machineId: sql`r.machine_id`, readingId: sql`r.id` })}
        from meter_readings as r join machines as m on m.id = r.machine_id and m.organisation_id = ${organisationId} and m.meter_unit = 'h'
       where r.organisation_id = ${organisationId} and r.previous_tenths is not null
         and r.value_tenths - r.previous_tenths > ${JUMP_TENTHS_PER_DAY} * greatest(r.reading_date - r.previous_date, 1)
         and ${notDismissed(key, organisationId)}`,
    // A uuid's order is its text's, byte by byte.
    order: sql`r.id`,
  };
}

/** A machine with an overdue service and no open job (neither finished nor cancelled), as the machine keeps it. */
function servicesOverdue(organisationId: Param, today: Param): FindingKindSql {
  const key = sql`'service-overdue:' || m.id`;
  return {
    rows: sql`select ${found({ key, kind: 'service-overdue', machineId: sql`m.id` })}
        from machines as m
       where m.organisation_id = ${organisationId} and m.service_overdue_from is not null and not m.has_open_job
         and m.service_overdue_from <= ${today}::date and ${notDismissed(key, organisationId)}`,
    order: sql`m.id`,
  };
}

/** The kinds of finding (ASSISTANT.md decision 2), below-cost as stock and as jobs; over-billed is a fixed price's (docs/decisions/064). */
export function findingKinds(organisationId: Param, today: Param): FindingKindSql[] {
  return [
    notInvoiced(organisationId, today),
    underBilled(organisationId),
    overBilled(organisationId),
    partsBelowCost(organisationId),
    jobsBelowCost(organisationId),
    meterJumps(organisationId),
    servicesOverdue(organisationId, today),
  ];
}
