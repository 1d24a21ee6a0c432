import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rowsOf } from '../db/rows';
import { bookings } from './tables';

export type BookingRow = typeof bookings.$inferSelect;

/**
 * A booking into a bay holds the bay's lock shared: bookings into one bay go on side by side (a clash is
 * a warning, not a refusal), while the bay's removal (exclusive, bays.ts) waits for them and they for it.
 */
export async function lockBay(db: Database, bayId: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock_shared(hashtext(${`bay:${bayId}`}))`);
}

/** The members on a job (its assignees), removed members left out. */
export const assigneeIdsOf = (workOrderId: ReturnType<typeof sql>) =>
  sql`(select coalesce(json_agg(a.user_id order by a.user_id), '[]'::json) from work_order_assignees as a
    join users as u on u.id = a.user_id and u.removed_at is null where a.work_order_id = ${workOrderId})`;

export interface BookableJob {
  id: string;
  status: string;
  workOrderNumber: string;
  /** The customer's address in one line, for a job on site. */
  customerAddress: string | null;
}

/**
 * The job, locked for this transaction: one booking's writes queue per job on every server (PLANNING.md
 * decision 7), and with them whatever else changes the job (its status), so a job finished meanwhile is
 * seen finished. `for no key update` leaves the rows that only point at the job (time, materials) free.
 * The statements after this one see every booking committed by the writer it waited for.
 */
export async function lockBookableJob(db: Database, organisationId: string, id: string): Promise<BookableJob | null> {
  const [found] = await rowsOf<BookableJob>(
    db,
    sql`select w.id, w.status, w.work_order_number as "workOrderNumber",
      nullif(concat_ws(', ', nullif(c.street, ''), nullif(concat_ws(' ', nullif(c.postal_code, ''), nullif(c.city, '')), '')), '') as "customerAddress"
      from work_orders w left join customers c on c.id = w.customer_id
      where w.organisation_id = ${organisationId} and w.id = ${id}
      for no key update of w`,
  );
  return found ?? null;
}

export async function findBooking(
  db: Database,
  organisationId: string,
  workOrderId: string,
): Promise<{ row: BookingRow; assigneeIds: string[] } | null> {
  const [found] = await db
    .select({ row: bookings, assigneeIds: sql<string[]>`${assigneeIdsOf(sql`${bookings.workOrderId}`)}` })
    .from(bookings)
    .where(and(eq(bookings.organisationId, organisationId), eq(bookings.workOrderId, workOrderId)));
  return found ?? null;
}

/** Writes the booking and answers it as stored, with its members: one statement, no read after. */
export async function saveBooking(
  db: Database,
  values: typeof bookings.$inferInsert,
): Promise<{ row: BookingRow; assigneeIds: string[] }> {
  const [saved] = await db
    .insert(bookings)
    .values(values)
    .onConflictDoUpdate({
      target: [bookings.organisationId, bookings.workOrderId],
      set: {
        startsAt: values.startsAt,
        endsAt: values.endsAt,
        bayId: values.bayId,
        onSite: values.onSite,
        address: values.address,
        version: values.version,
        updatedAt: sql`now()`,
      },
    })
    .returning({
      ...getTableColumns(bookings),
      assigneeIds: sql<string[]>`${assigneeIdsOf(sql`${bookings.workOrderId}`)}`,
    });
  const { assigneeIds, ...row } = saved!;
  return { row, assigneeIds };
}

export async function deleteBooking(db: Database, organisationId: string, workOrderId: string): Promise<boolean> {
  const deleted = await db
    .delete(bookings)
    .where(and(eq(bookings.organisationId, organisationId), eq(bookings.workOrderId, workOrderId)))
    .returning({ id: bookings.id });
  return deleted.length > 0;
}

export interface OverlappingBooking {
  workOrderId: string;
  workOrderNumber: string;
  bayId: string | null;
  bayName: string | null;
  assigneeIds: string[];
}

/** The other jobs booked at the same time, cancelled ones left out. */
export async function overlappingBookings(
  db: Database,
  organisationId: string,
  workOrderId: string,
  startsAt: string,
  endsAt: string,
): Promise<OverlappingBooking[]> {
  return rowsOf<OverlappingBooking>(
    db,
    sql`select k.work_order_id as "workOrderId", w.work_order_number as "workOrderNumber", k.bay_id as "bayId",
      b.name as "bayName", ${assigneeIdsOf(sql`k.work_order_id`)} as "assigneeIds"
      from bookings k join work_orders w on w.id = k.work_order_id left join bays b on b.id = k.bay_id
      where k.organisation_id = ${organisationId} and k.work_order_id <> ${workOrderId}
        and k.starts_at < ${endsAt}::timestamptz and k.ends_at > ${startsAt}::timestamptz and w.status <> 'Avbruten'
      order by k.starts_at, w.work_order_number`,
  );
}

/** The absences of some members that overlap a time, with their names. */
export async function overlappingAbsences(
  db: Database,
  organisationId: string,
  userIds: string[],
  startsAt: string,
  endsAt: string,
) {
  if (userIds.length === 0) return [];
  return rowsOf<{ userId: string; name: string; kind: string; startsAt: string; endsAt: string }>(
    db,
    sql`select a.user_id as "userId", u.name, a.kind, to_char(a.starts_at at time zone 'Europe/Stockholm', 'YYYY-MM-DD HH24:MI') as "startsAt",
      to_char(a.ends_at at time zone 'Europe/Stockholm', 'YYYY-MM-DD HH24:MI') as "endsAt"
      from absences a join users u on u.id = a.user_id
      where a.organisation_id = ${organisationId} and a.user_id = any(${sql.param(userIds)}::uuid[])
        and a.starts_at < ${endsAt}::timestamptz and a.ends_at > ${startsAt}::timestamptz
      order by a.starts_at, u.name`,
  );
}

export async function memberNames(db: Database, organisationId: string, userIds: string[]) {
  if (userIds.length === 0) return new Map<string, string>();
  const rows = await rowsOf<{ id: string; name: string }>(
    db,
    sql`select id, name from users where organisation_id = ${organisationId} and id = any(${sql.param(userIds)}::uuid[])`,
  );
  return new Map(rows.map((row) => [row.id, row.name]));
}
