import { eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rowsOf } from '../db/rows';
import { ledgerCheckIns, ledgerCheckOuts, ledgerCorrections, ledgerSettings } from './tables';

// Only inserts: the ledger's tables refuse UPDATE and DELETE (migration 0015). A shift as shown is
// derived here: the check-in and check-out, each replaced by its latest correction.

export interface ShiftRow {
  id: string;
  userId: string | null;
  name: string;
  personalNumber: string | null;
  checkIn: string | Date;
  checkOut: string | Date | null;
  createdAt: string | Date;
  receivedAt: string | Date | null;
  checkOutReceivedAt: string | Date | null;
}

export interface CorrectionRow {
  checkInId: string;
  at: string | Date;
  byUserId: string;
  byName: string;
  field: 'checkIn' | 'checkOut';
  fromAt: string | Date | null;
  toAt: string | Date;
  reason: string;
}

const latest = (field: 'checkIn' | 'checkOut') =>
  sql`(select c.to_at from ledger_corrections as c where c.check_in_id = ci.id and c.field = ${field} order by c.sequence desc limit 1)`;

/** When a stamp made offline reached the server: received more than 10 minutes after its time (FIELD.md decision 9). */
const offline = (row: 'ci' | 'co') =>
  sql.raw(`case when ${row}.received_at > ${row}.at + interval '10 minutes' then ${row}.received_at end`);

/**
 * The shifts with their times as corrected, among `candidates` (a condition on the check-in `ci` that
 * keeps every shift the caller's filter on the corrected times can match): deriving each of two years'
 * shifts for every read was most of a report's and the inspection view's time. The check-out is looked
 * up by its key per candidate: joined, the planner hashed every check-out of the workshop.
 */
export const shifts = (organisationId: string | Placeholder, candidates: SQL = sql`true`) => sql`
  select * from (
    select ci.id, ci.user_id as "userId", ci.name, ci.personal_number as "personalNumber",
      coalesce(${latest('checkIn')}, ci.at) as "checkIn",
      coalesce(${latest('checkOut')}, (select co.at from ledger_check_outs as co where co.check_in_id = ci.id)) as "checkOut",
      ci.created_at as "createdAt",
      ${offline('ci')} as "receivedAt",
      (select ${offline('co')} from ledger_check_outs as co where co.check_in_id = ci.id) as "checkOutReceivedAt"
    from ledger_check_ins as ci
    where ci.organisation_id = ${organisationId} and (${candidates})
    -- A fence: the candidates first, then the filters on corrected times (pushed down, they ran on every shift).
    offset 0
  ) as shift`;

/** Shifts that may be open: no check-out row (a correction can close a shift, never open one). */
const mayBeOpen = sql`not exists (select 1 from ledger_check_outs as closed where closed.check_in_id = ci.id)`;

/**
 * Shifts whose check-in, as corrected, may fall on the Swedish days from–to: checked in within a day
 * of them, or with a corrected check-in (few).
 */
export const mayBeginWithin = (
  organisationId: string | Placeholder,
  from: string | Placeholder,
  to: string | Placeholder,
) =>
  sql`((ci.at >= ${from}::date - 1 and ci.at < ${to}::date + 2) or ci.id = any(array(
    select moved.check_in_id from ledger_corrections as moved where moved.organisation_id = ${organisationId} and moved.field = 'checkIn')))`;

/** The ledger's writes for one person queue here, on every server: two check-ins cannot both pass. */
export async function lockPerson(db: Database, organisationId: string, personKey: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`ledger:${organisationId}:${personKey}`}))`);
}

/** The person's open shift: by login, or for a person without one by personnummer. */
export async function findOpenShift(
  db: Database,
  organisationId: string,
  who: { userId: string } | { personalNumber: string },
): Promise<ShiftRow | null> {
  const person =
    'userId' in who
      ? sql`"userId" = ${who.userId}`
      : sql`"userId" is null and "personalNumber" = ${who.personalNumber}`;
  const [row] = await rowsOf<ShiftRow>(
    db,
    sql`${shifts(organisationId, mayBeOpen)} where "checkOut" is null and ${person} order by "checkIn" desc limit 1`,
  );
  return row ?? null;
}

/** Anyone's open shift under this personnummer: a member's or a person's without a login. */
export async function findOpenShiftOfPersonalNumber(
  db: Database,
  organisationId: string,
  personalNumber: string,
): Promise<ShiftRow | null> {
  const [row] = await rowsOf<ShiftRow>(
    db,
    sql`${shifts(organisationId, mayBeOpen)} where "checkOut" is null and "personalNumber" = ${personalNumber} order by "checkIn" desc limit 1`,
  );
  return row ?? null;
}

export async function findShift(db: Database, organisationId: string, id: string): Promise<ShiftRow | null> {
  const [row] = await rowsOf<ShiftRow>(db, sql`${shifts(organisationId, sql`ci.id = ${id}`)}`);
  return row ?? null;
}

/** Who is checked in now, longest in first. */
export async function listOpenShifts(db: Database, organisationId: string): Promise<ShiftRow[]> {
  return rowsOf<ShiftRow>(
    db,
    sql`${shifts(organisationId, mayBeOpen)} where "checkOut" is null order by "checkIn", id`,
  );
}

/**
 * Shifts begun before the Swedish day `from` and checked out on it or later, oldest first: a night shift
 * from the evening before is present on the period's first morning. Candidates are shifts checked in
 * within two days before (a longer one is a forgotten check-out, which a correction closes) or corrected.
 */
export async function listShiftsEndingWithin(db: Database, organisationId: string, from: string, userId?: string) {
  const candidates = sql`((ci.at >= ${from}::date - 2 and ci.at < ${from}::date + 1) or ci.id = any(array(
    select moved.check_in_id from ledger_corrections as moved where moved.organisation_id = ${organisationId})))`;
  const conditions: SQL[] = [
    sql`("checkIn" at time zone 'Europe/Stockholm')::date < ${from}::date`,
    sql`("checkOut" at time zone 'Europe/Stockholm')::date >= ${from}::date`,
  ];
  if (userId) conditions.push(sql`"userId" = ${userId}`);
  return rowsOf<ShiftRow>(
    db,
    sql`${shifts(organisationId, candidates)} where ${sql.join(conditions, sql` and `)} order by "checkIn", id`,
  );
}

/** Shifts that began (as corrected) on the Swedish days from–to, oldest first; optionally one person's. */
export async function listShifts(
  db: Database,
  organisationId: string,
  filter: { from: string; to: string; userId?: string },
  limit: number,
  offset: number,
) {
  const conditions: SQL[] = [
    sql`("checkIn" at time zone 'Europe/Stockholm')::date between ${filter.from}::date and ${filter.to}::date`,
  ];
  if (filter.userId) conditions.push(sql`"userId" = ${filter.userId}`);
  const where = sql.join(conditions, sql` and `);
  const within = shifts(organisationId, mayBeginWithin(organisationId, filter.from, filter.to));
  const [rows, [count]] = await Promise.all([
    rowsOf<ShiftRow>(db, sql`${within} where ${where} order by "checkIn", id limit ${limit} offset ${offset}`),
    rowsOf<{ count: number }>(db, sql`select count(*)::int as count from (${within} where ${where}) as counted`),
  ]);
  return { rows, total: Number(count?.count ?? 0) };
}

export async function correctionsOf(db: Database, checkInIds: string[]): Promise<CorrectionRow[]> {
  if (checkInIds.length === 0) return [];
  return rowsOf<CorrectionRow>(
    db,
    sql`select check_in_id as "checkInId", created_at as "at", by_user_id as "byUserId", by_name as "byName", field, from_at as "fromAt", to_at as "toAt", reason
        from ledger_corrections where check_in_id = any(${sql.param(checkInIds)}::uuid[]) order by sequence`,
  );
}

export async function insertCheckIn(db: Database, values: typeof ledgerCheckIns.$inferInsert): Promise<string> {
  const [row] = await db.insert(ledgerCheckIns).values(values).returning({ id: ledgerCheckIns.id });
  return row!.id;
}

/** False when the shift already has a check-out (the primary key refuses a second). */
export async function insertCheckOut(db: Database, values: typeof ledgerCheckOuts.$inferInsert): Promise<boolean> {
  const inserted = await db
    .insert(ledgerCheckOuts)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: ledgerCheckOuts.checkInId });
  return inserted.length === 1;
}

export async function insertCorrection(db: Database, values: typeof ledgerCorrections.$inferInsert): Promise<void> {
  await db.insert(ledgerCorrections).values(values);
}

export async function findSettings(
  db: Database,
  organisationId: string,
): Promise<{ exempt: boolean; note: string | null }> {
  const [row] = await db
    .select({ exempt: ledgerSettings.exempt, note: ledgerSettings.note })
    .from(ledgerSettings)
    .where(eq(ledgerSettings.organisationId, organisationId))
    .limit(1);
  return row ?? { exempt: false, note: null };
}

export async function saveSettings(
  db: Database,
  organisationId: string,
  settings: { exempt: boolean; note: string | null },
) {
  await db
    .insert(ledgerSettings)
    .values({ organisationId, ...settings })
    .onConflictDoUpdate({
      target: ledgerSettings.organisationId,
      set: { ...settings, updatedAt: sql`now()` },
    });
}
