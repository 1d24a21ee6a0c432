import { swedishDate } from '../../shared/dates';
import type {
  CheckInInput,
  CheckOutInput,
  CorrectionInput,
  LedgerEntry,
  LedgerSettings,
  Present,
} from '../../shared/staff-ledger';
import { forbidden, memberNotFound } from '../auth/errors';
import { countMembers, findMember } from '../auth/service';
import { recordEvent } from '../audit/service';
import type { SessionUser } from '../cache/session-cache';
import type { Database } from '../db/client';
import { deviceTime } from '../http/device-time';
import { LEDGER_DEVICE_PAST_MS } from '../../shared/device-time';
import { findCompany } from '../organisations/service';
import { toLedgerEntries } from './mapper';
import * as repository from './repository';
import {
  alreadyCheckedIn,
  ledgerCheckOutBeforeCheckIn,
  ledgerTimeInFuture,
  ledgerTimeTooFar,
  memberPersonalNumberNeeded,
  personalNumberNeeded,
  ledgerEntryNotFound,
  notCheckedIn,
  personalNumberCheckedIn,
} from './errors';

// The staff ledger (docs/team.md decision 10): the server's time, only ever added to.
export { shiftHoursByDayQuery } from './shift-hours-sql';
export { isCheckedIn } from './checked-in';

const isOffice = (user: SessionUser) => user.role !== 'mechanic';

/** The law asks for the ledger once the workshop has a second member, unless the owner marked it exempt. */
export async function isLedgerRequired(db: Database, organisationId: string): Promise<boolean> {
  const [settings, members] = await Promise.all([
    repository.findSettings(db, organisationId),
    countMembers(db, organisationId),
  ]);
  return !settings.exempt && members >= 2;
}

async function entryOf(db: Database, organisationId: string, id: string): Promise<LedgerEntry> {
  const shift = await repository.findShift(db, organisationId, id);
  if (!shift) throw ledgerEntryNotFound();
  const [entry] = toLedgerEntries([shift], await repository.correctionsOf(db, [id]));
  return entry!;
}

interface Person {
  userId: string | null;
  name: string;
  personalNumber: string | null;
  /** What the person's shifts queue on: their login, or their personnummer. */
  key: string;
}

/** Who a check-in is for: oneself, another member (owner, office), or a person without a login (owner, office). */
async function personOf(db: Database, actor: SessionUser, input: CheckInInput): Promise<Person> {
  if (input.name !== undefined && input.personalNumber !== undefined) {
    if (!isOffice(actor)) throw forbidden();
    return {
      userId: null,
      name: input.name,
      personalNumber: input.personalNumber,
      key: `pn:${input.personalNumber}`,
    };
  }
  const userId = input.userId ?? actor.id;
  if (userId !== actor.id && !isOffice(actor)) throw forbidden();
  const member = await findMember(db, actor.organisationId, userId);
  if (!member) throw memberNotFound();
  return { userId, name: member.name, personalNumber: member.personalNumber, key: `user:${userId}` };
}

/** POST /staff-ledger/check-in: a shift starts now, or at the device's time of a check-in made offline. */
export async function checkIn(db: Database, actor: SessionUser, input: CheckInInput, now: Date): Promise<LedgerEntry> {
  const at = deviceTime(input.at, now, { field: 'at', pastMs: LEDGER_DEVICE_PAST_MS }).toISOString();
  const id = await db.transaction(async (tx) => {
    const person = await personOf(tx, actor, input);
    if (person.personalNumber === null && (await isLedgerRequired(tx, actor.organisationId)))
      throw (person.userId === actor.id ? personalNumberNeeded : memberPersonalNumberNeeded)();
    await repository.lockPerson(tx, actor.organisationId, person.key);
    // The personnummer second (always in this order, so no two check-ins wait on each other): a member
    // and a person without a login, or two people given one number, are one identity to Skatteverket.
    if (person.personalNumber !== null && person.userId !== null)
      await repository.lockPerson(tx, actor.organisationId, `pn:${person.personalNumber}`);
    const who = person.userId ? { userId: person.userId } : { personalNumber: person.personalNumber! };
    if (await repository.findOpenShift(tx, actor.organisationId, who)) throw alreadyCheckedIn();
    if (
      person.personalNumber !== null &&
      (await repository.findOpenShiftOfPersonalNumber(tx, actor.organisationId, person.personalNumber))
    )
      throw personalNumberCheckedIn();
    const created = await repository.insertCheckIn(tx, {
      organisationId: actor.organisationId,
      userId: person.userId,
      name: person.name,
      personalNumber: person.personalNumber,
      at,
      receivedAt: now.toISOString(),
      byUserId: actor.id,
      createdAt: now.toISOString(),
    });
    await recordEvent(tx, actor, 'ledgerEntry', created, 'created', [{ field: 'checkIn', from: null, to: at }]);
    return created;
  });
  return entryOf(db, actor.organisationId, id);
}

/** POST /staff-ledger/check-out: the person's open shift ends now (or at the device's time, as a check-in). */
export async function checkOut(
  db: Database,
  actor: SessionUser,
  input: CheckOutInput,
  now: Date,
): Promise<LedgerEntry> {
  const at = deviceTime(input.at, now, { field: 'at', pastMs: LEDGER_DEVICE_PAST_MS }).toISOString();
  const id = await db.transaction(async (tx) => {
    let shift: repository.ShiftRow | null;
    if (input.entryId !== undefined) {
      shift = await repository.findShift(tx, actor.organisationId, input.entryId);
      if (!shift) throw ledgerEntryNotFound();
      if (shift.userId !== actor.id && !isOffice(actor)) throw forbidden();
    } else {
      const userId = input.userId ?? actor.id;
      if (userId !== actor.id && !isOffice(actor)) throw forbidden();
      if (userId !== actor.id && !(await findMember(tx, actor.organisationId, userId))) throw memberNotFound();
      await repository.lockPerson(tx, actor.organisationId, `user:${userId}`);
      shift = await repository.findOpenShift(tx, actor.organisationId, { userId });
    }
    if (!shift || shift.checkOut !== null) throw notCheckedIn();
    if (Date.parse(at) < new Date(shift.checkIn).getTime()) throw ledgerCheckOutBeforeCheckIn().at('at');
    const checkOut = { checkInId: shift.id, organisationId: actor.organisationId, at, byUserId: actor.id };
    if (
      !(await repository.insertCheckOut(tx, {
        ...checkOut,
        receivedAt: now.toISOString(),
        createdAt: now.toISOString(),
      }))
    )
      throw notCheckedIn();
    await recordEvent(tx, actor, 'ledgerEntry', shift.id, 'updated', [{ field: 'checkOut', from: null, to: at }]);
    return shift.id;
  });
  return entryOf(db, actor.organisationId, id);
}

/** How far from the recorded check-in a corrected time may lie. */
export const CORRECTION_DAYS = 7;

const iso = (value: string | Date | null) => (value === null ? null : new Date(value).toISOString());

/** POST /staff-ledger/{id}/corrections: new times with a reason; the originals stay in the ledger. */
export async function correct(
  db: Database,
  actor: SessionUser,
  id: string,
  input: CorrectionInput,
  now: Date,
): Promise<LedgerEntry> {
  await db.transaction(async (tx) => {
    const found = await repository.findShift(tx, actor.organisationId, id);
    if (!found) throw ledgerEntryNotFound();
    await repository.lockPerson(
      tx,
      actor.organisationId,
      found.userId ? `user:${found.userId}` : `pn:${found.personalNumber}`,
    );
    const shift = (await repository.findShift(tx, actor.organisationId, id))!;
    const checkIn = input.checkIn ?? iso(shift.checkIn)!;
    const checkOut = input.checkOut ?? iso(shift.checkOut);
    if ([input.checkIn, input.checkOut].some((at) => at !== undefined && at > now.toISOString()))
      throw ledgerTimeInFuture().at(input.checkIn && input.checkIn > now.toISOString() ? 'checkIn' : 'checkOut');
    // A correction fixes a forgotten check-out or a mistimed stamp: within days of what was recorded, never 1900.
    const recorded = Date.parse(iso(shift.createdAt)!); // when the check-in was stamped, before any correction
    const tooFar = (['checkIn', 'checkOut'] as const).find((field) => {
      const at = input[field];
      return at !== undefined && Math.abs(Date.parse(at) - recorded) > CORRECTION_DAYS * 86_400_000;
    });
    if (tooFar) throw ledgerTimeTooFar(CORRECTION_DAYS).at(tooFar);
    if (checkOut !== null && checkOut <= checkIn) throw ledgerCheckOutBeforeCheckIn().at('checkOut');
    const byName = actor.name;
    for (const field of ['checkIn', 'checkOut'] as const) {
      const to = input[field];
      if (to === undefined) continue;
      const from = iso(shift[field]);
      await repository.insertCorrection(tx, {
        organisationId: actor.organisationId,
        checkInId: id,
        field,
        fromAt: from,
        toAt: to,
        reason: input.reason,
        byUserId: actor.id,
        byName,
        createdAt: now.toISOString(),
      });
      await recordEvent(tx, actor, 'ledgerEntry', id, 'corrected', [{ field, from, to }]);
    }
  });
  return entryOf(db, actor.organisationId, id);
}

/** GET /staff-ledger: the shifts begun in a period with their corrections; a mechanic's own only. */
export async function listLedger(
  db: Database,
  actor: SessionUser,
  period: { from: string; to: string },
  limit: number,
  offset: number,
) {
  const filter = isOffice(actor) ? period : { ...period, userId: actor.id };
  const { rows, total } = await repository.listShifts(db, actor.organisationId, filter, limit, offset);
  const corrections = await repository.correctionsOf(
    db,
    rows.map((row) => row.id),
  );
  return { items: toLedgerEntries(rows, corrections), total };
}

/**
 * The shifts the printed ledger of a period shows: those that began in it, and first those that began
 * before it but reach into it — still open (whoever is checked in is present on every day of the period,
 * issue 44) or checked out on its first day or later (a night shift).
 */
export async function ledgerToPrint(
  db: Database,
  actor: SessionUser,
  period: { from: string; to: string },
  limit: number,
): Promise<LedgerEntry[]> {
  const [{ items }, open, overnight] = await Promise.all([
    listLedger(db, actor, period, limit, 0),
    repository.listOpenShifts(db, actor.organisationId),
    repository.listShiftsEndingWithin(db, actor.organisationId, period.from, isOffice(actor) ? undefined : actor.id),
  ]);
  const openBefore = open.filter((row) => swedishDate(new Date(row.checkIn)) < period.from);
  const earlier = [...openBefore, ...overnight].sort((a, b) => Date.parse(`${a.checkIn}`) - Date.parse(`${b.checkIn}`));
  const corrections = await repository.correctionsOf(
    db,
    earlier.map((row) => row.id),
  );
  return [...toLedgerEntries(earlier, corrections), ...items];
}

/** The business's name and organisation number, as the ledger and its PDF state them. */
export async function businessOf(
  db: Database,
  organisationId: string,
): Promise<{ name: string; orgNumber: string | null }> {
  const company = await findCompany(db, organisationId);
  return { name: company.name ?? '', orgNumber: company.orgNumber || null };
}

/** GET /staff-ledger/present: the inspection view, for every member. */
export async function present(db: Database, organisationId: string): Promise<Present> {
  const [business, settings, required, open] = await Promise.all([
    businessOf(db, organisationId),
    repository.findSettings(db, organisationId),
    isLedgerRequired(db, organisationId),
    repository.listOpenShifts(db, organisationId),
  ]);
  const corrections = await repository.correctionsOf(
    db,
    open.map((row) => row.id),
  );
  return {
    business,
    exempt: settings.exempt,
    note: settings.note,
    required,
    present: toLedgerEntries(open, corrections),
  };
}

export async function settingsOf(db: Database, organisationId: string): Promise<LedgerSettings> {
  return repository.findSettings(db, organisationId);
}

/** PUT /staff-ledger/settings (owner): the exemption, as a trail event too. */
export async function saveSettings(
  db: Database,
  actor: SessionUser,
  settings: LedgerSettings,
): Promise<LedgerSettings> {
  return db.transaction(async (tx) => {
    const before = await repository.findSettings(tx, actor.organisationId);
    await repository.saveSettings(tx, actor.organisationId, settings);
    const changes = (['exempt', 'note'] as const)
      .filter((field) => before[field] !== settings[field])
      .map((field) => ({ field, from: before[field], to: settings[field] }));
    if (changes.length > 0) await recordEvent(tx, actor, 'ledgerEntry', actor.organisationId, 'settings', changes);
    return settings;
  });
}
