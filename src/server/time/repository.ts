import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, lte, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { oneRow } from '../db/one-row';
import { timeEntries } from './tables';
// Other features' rules, run inside time's statements (the report is one prepared statement): a member
// and a person's name (auth/member-sql.ts), a shift's hours on a day (staff-ledger/shift-hours-sql.ts)
// and a job's number (work-orders/number-sql.ts) are each said once, there.
import { memberNamesQuery, userNameOf } from '../auth/service';
import { shiftHoursByDayQuery } from '../staff-ledger/service';
import { workOrderNumberOf } from '../work-orders/service';

export type TimeEntryRow = typeof timeEntries.$inferSelect;
export type TimeEntryRecord = TimeEntryRow & { userName: string; workOrderNumber: string };

const withNames = {
  row: timeEntries,
  userName: userNameOf(sql`${timeEntries.userId}`),
  workOrderNumber: workOrderNumberOf(sql`${timeEntries.workOrderId}`),
};

const flatten = (found: { row: TimeEntryRow; userName: string; workOrderNumber: string }): TimeEntryRecord => ({
  ...found.row,
  userName: found.userName,
  workOrderNumber: found.workOrderNumber,
});

const isRunning = and(isNotNull(timeEntries.startedAt), isNull(timeEntries.endedAt));

/** One timer per person at a time: starts and stops of one person queue here, on every server. */
export async function lockTimerOf(db: Database, userId: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`timer:${userId}`}))`);
}

export async function findRunning(
  db: Database,
  organisationId: string,
  userId: string,
): Promise<TimeEntryRecord | null> {
  const [found] = await db
    .select(withNames)
    .from(timeEntries)
    .where(and(eq(timeEntries.organisationId, organisationId), eq(timeEntries.userId, userId), isRunning))
    .limit(1);
  return found ? flatten(found) : null;
}

/** The timers running on a job, locked: the job is finished and they stop. */
export async function findRunningOnJob(
  db: Database,
  organisationId: string,
  workOrderId: string,
): Promise<TimeEntryRecord[]> {
  const found = await db
    .select(withNames)
    .from(timeEntries)
    .where(and(eq(timeEntries.organisationId, organisationId), eq(timeEntries.workOrderId, workOrderId), isRunning))
    .orderBy(timeEntries.startedAt)
    .for('update', { of: timeEntries });
  return found.map(flatten);
}

export async function findEntry(
  db: Database,
  organisationId: string,
  id: string,
  lock = false,
): Promise<TimeEntryRecord | null> {
  const query = db
    .select(withNames)
    .from(timeEntries)
    .where(and(eq(timeEntries.organisationId, organisationId), eq(timeEntries.id, id)))
    .limit(1);
  const [found] = lock ? await query.for('update', { of: timeEntries }) : await query;
  return found ? flatten(found) : null;
}

export async function insertEntry(db: Database, values: typeof timeEntries.$inferInsert): Promise<string> {
  const [row] = await db.insert(timeEntries).values(values).returning({ id: timeEntries.id });
  return row!.id;
}

export async function updateEntry(
  db: Database,
  id: string,
  values: Partial<typeof timeEntries.$inferInsert>,
): Promise<void> {
  await db.update(timeEntries).set(values).where(eq(timeEntries.id, id));
}

export async function deleteEntry(db: Database, id: string): Promise<void> {
  await db.delete(timeEntries).where(eq(timeEntries.id, id));
}

export interface EntryFilter {
  from?: string | undefined;
  to?: string | undefined;
  userId?: string | undefined;
  workOrderId?: string | undefined;
}

/** Newest first: by day, then by when it was written. */
export async function listEntries(
  db: Database,
  organisationId: string,
  filter: EntryFilter,
  limit: number,
  offset: number,
) {
  const conditions: SQL[] = [eq(timeEntries.organisationId, organisationId)];
  if (filter.from) conditions.push(gte(timeEntries.entryDate, filter.from));
  if (filter.to) conditions.push(lte(timeEntries.entryDate, filter.to));
  if (filter.userId) conditions.push(eq(timeEntries.userId, filter.userId));
  if (filter.workOrderId) conditions.push(eq(timeEntries.workOrderId, filter.workOrderId));
  const where = and(...conditions);
  const [rows, [count]] = await Promise.all([
    db
      .select(withNames)
      .from(timeEntries)
      .where(where)
      .orderBy(desc(timeEntries.entryDate), desc(timeEntries.createdAt), desc(timeEntries.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(timeEntries)
      .where(where),
  ]);
  return { items: rows.map(flatten), total: Number(count?.total ?? 0) };
}

/**
 * Hours on jobs per person and day in a period, billable and not (stopped timers and manual entries; no
 * distances), in hundredths. A query to read within the report's one statement (columns "userId",
 * name, date, billable, "nonBillable"); summed from time_entries_report_idx alone.
 */
export function hoursByDayQuery(
  organisationId: string | Placeholder,
  from: string | Placeholder,
  to: string | Placeholder,
): SQL {
  return sql`select entry.user_id as "userId", ${userNameOf(sql`entry.user_id`)} as name, to_char(entry.entry_date, 'YYYY-MM-DD') as date,
      coalesce(sum(entry.hours_hundredths) filter (where entry.billable), 0)::int as billable,
      coalesce(sum(entry.hours_hundredths) filter (where not entry.billable), 0)::int as "nonBillable"
    from time_entries as entry
    where entry.organisation_id = ${organisationId} and entry.entry_date between ${from}::date and ${to}::date and entry.hours_hundredths is not null
    group by entry.user_id, entry.entry_date`;
}

export type ReportRow =
  | {
      kind: 'member';
      userId: string;
      personalNumber: null;
      name: string;
      date: null;
      billable: 0;
      nonBillable: 0;
      minutes: 0;
    }
  | {
      kind: 'time';
      userId: string;
      personalNumber: null;
      name: string;
      date: string;
      billable: number;
      nonBillable: number;
      minutes: 0;
    }
  | {
      kind: 'shift';
      userId: string | null;
      personalNumber: string | null;
      name: string;
      date: string;
      billable: 0;
      nonBillable: 0;
      minutes: number;
    };

function prepareReportRows(db: Database) {
  const [organisationId, from, to] = [
    sql.placeholder('organisationId'),
    sql.placeholder('from'),
    sql.placeholder('to'),
  ];
  return db
    .select({
      rows: sql<string>`(select coalesce(json_agg(report), '[]'::json)::text from (
          select 'member' as kind, "userId", null as "personalNumber", name, null as date, 0 as billable, 0 as "nonBillable", 0 as minutes
            from (${memberNamesQuery(organisationId)}) as members
          union all
          select 'time', "userId", null, name, date, billable, "nonBillable", 0 from (${hoursByDayQuery(organisationId, from, to)}) as hours
          union all
          select 'shift', "userId", "personalNumber", name, date, 0, 0, minutes from (${shiftHoursByDayQuery(organisationId, from, to)}) as shifts) as report)`,
    })
    .from(oneRow)
    .prepare('time_report_rows');
}

const reportQueries = new WeakMap<Database, ReturnType<typeof prepareReportRows>>();

/**
 * What the time report is made of — the members, the hours on jobs and the checked-in minutes per
 * person and day — in one prepared statement: three round trips, each planned afresh, were most of
 * the report's cost (docs/performance/2026-11-25-issues-24-25.md).
 */
export async function reportRows(db: Database, organisationId: string, from: string, to: string): Promise<ReportRow[]> {
  let query = reportQueries.get(db);
  if (!query) reportQueries.set(db, (query = prepareReportRows(db)));
  // As one JSON text: parsed at once, instead of row by row and column by column by the driver.
  const [result] = await query.execute({ organisationId, from, to });
  return JSON.parse(result!.rows) as ReportRow[];
}

/** The entries on the jobs, oldest first, only the person's when `userId` is given (the field pack's). */
export async function entriesOnJobs(
  db: Database,
  organisationId: string,
  workOrderIds: readonly string[],
  userId: string | null,
): Promise<TimeEntryRecord[]> {
  if (workOrderIds.length === 0) return [];
  const conditions: SQL[] = [
    eq(timeEntries.organisationId, organisationId),
    inArray(timeEntries.workOrderId, [...workOrderIds]),
  ];
  if (userId) conditions.push(eq(timeEntries.userId, userId));
  const rows = await db
    .select(withNames)
    .from(timeEntries)
    .where(and(...conditions))
    .orderBy(asc(timeEntries.entryDate), asc(timeEntries.createdAt), asc(timeEntries.id));
  return rows.map(flatten);
}

/** A job's entries as plain values, oldest first: what a customer's signature covers (FIELD.md decision 5). */
export async function entriesOnJob(db: Database, organisationId: string, workOrderId: string) {
  return db
    .select({
      id: timeEntries.id,
      userId: timeEntries.userId,
      rateId: timeEntries.rateId,
      date: timeEntries.entryDate,
      hoursHundredths: timeEntries.hoursHundredths,
      kilometresTenths: timeEntries.kilometresTenths,
      billable: timeEntries.billable,
      note: timeEntries.note,
      running: sql<boolean>`${timeEntries.endedAt} is null and ${timeEntries.startedAt} is not null`,
    })
    .from(timeEntries)
    .where(and(eq(timeEntries.organisationId, organisationId), eq(timeEntries.workOrderId, workOrderId)))
    .orderBy(asc(timeEntries.createdAt), asc(timeEntries.id));
}
