import { and, eq, gt, lt } from 'drizzle-orm';
import { addDays, isDateInRange, isIsoDate } from '../../shared/dates';
import type { Absence, AbsenceInput } from '../../shared/planning';
import { roleMay } from '../../shared/roles';
import { instantOfSwedishTime, swedishMidnight, swedishTimeOf } from '../../shared/swedish-time';
import { memberIdsAmong } from '../auth/service';
import type { SessionUser } from '../cache/session-cache';
import type { Database } from '../db/client';
import { absenceMemberInvalid, absenceNotFound, absenceOwnOnly, absenceTimeInvalid, absenceTooLong } from './errors';
import { absences } from './tables';

// Members away (PLANNING.md decision 2): everyone reads them; the office writes anyone's, a member their own.

type AbsenceRow = typeof absences.$inferSelect;

/** The longest absence at once: a year, a leap day included; a longer one is entered in parts. */
export const MAX_ABSENCE_DAYS = 366;

export const toAbsence = (row: AbsenceRow): Absence => ({
  id: row.id,
  userId: row.userId,
  start: swedishTimeOf(row.startsAt),
  end: swedishTimeOf(row.endsAt),
  kind: row.kind as Absence['kind'],
  note: row.note,
});

/** A day ("2026-07-06", from its start or to its end) or a Swedish time, as an instant. */
function instantOf(text: string, field: 'start' | 'end'): string {
  const trimmed = text.trim();
  if (isIsoDate(trimmed) && isDateInRange(trimmed)) {
    return swedishMidnight(field === 'start' ? trimmed : addDays(trimmed, 1));
  }
  const read = instantOfSwedishTime(trimmed);
  if ('problem' in read) throw absenceTimeInvalid().at(field);
  return read.instant;
}

/** The absences that overlap the Swedish days from one date to another, both included. */
export async function absencesBetween(db: Database, organisationId: string, from: string, to: string) {
  const rows = await db
    .select()
    .from(absences)
    .where(
      and(
        eq(absences.organisationId, organisationId),
        lt(absences.startsAt, swedishMidnight(addDays(to, 1))),
        gt(absences.endsAt, swedishMidnight(from)),
      ),
    )
    .orderBy(absences.startsAt, absences.id);
  return rows.map(toAbsence);
}

const mayWriteFor = (user: SessionUser, userId: string) => user.id === userId || roleMay(user.role, 'office');

export async function addAbsence(db: Database, user: SessionUser, input: AbsenceInput): Promise<Absence> {
  const userId = input.userId ?? user.id;
  if (!mayWriteFor(user, userId)) throw absenceOwnOnly();
  const [member] = await memberIdsAmong(db, user.organisationId, [userId]);
  if (!member) throw absenceMemberInvalid().at('userId');
  const startsAt = instantOf(input.start, 'start');
  const endsAt = instantOf(input.end, 'end');
  if (endsAt <= startsAt) throw absenceTimeInvalid().at('end');
  // An hour over: 366 Swedish days may hold the autumn's day of 25 hours and not the spring's of 23.
  if (Date.parse(endsAt) - Date.parse(startsAt) > MAX_ABSENCE_DAYS * 86_400_000 + 3_600_000) {
    throw absenceTooLong(MAX_ABSENCE_DAYS).at('end');
  }
  const [row] = await db
    .insert(absences)
    .values({ organisationId: user.organisationId, userId, startsAt, endsAt, kind: input.kind, note: input.note })
    .returning();
  return toAbsence(row!);
}

export async function removeAbsence(db: Database, user: SessionUser, id: string): Promise<void> {
  const where = and(eq(absences.organisationId, user.organisationId), eq(absences.id, id));
  const [found] = await db.select({ userId: absences.userId }).from(absences).where(where);
  if (!found) throw absenceNotFound();
  if (!mayWriteFor(user, found.userId)) throw absenceOwnOnly();
  await db.delete(absences).where(where);
}
