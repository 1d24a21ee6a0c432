import { maskedPersonalNumber } from '../../shared/identity';
import { ROLE_LABELS } from '../../shared/roles';
import type { Invitation, InvitationAccept, InvitationCreate, Member, MemberUpdate } from '../../shared/team';
import type { User } from '../../shared/auth';
import { changesBetween, recordEvent } from '../audit/service';
import * as auth from '../auth/service';
import type { SessionCache, SessionUser } from '../cache/session-cache';
import type { MailLimits } from '../config';
import type { Database } from '../db/client';
import { emailTaken, memberNotFound } from '../auth/errors';
import { invitationEmailTaken, invitationNotFound, lastOwner } from './errors';
import { renderMail } from '../mail/layout';
import { queueMail } from '../mail/outbox';
import { findCompany } from '../organisations/service';
import * as repository from './repository';

export const INVITATION_DAYS = 7;

export interface TeamContext {
  db: Database;
  sessions: SessionCache;
  /** Origin for the links in mails. */
  publicUrl: string;
  /** Tells the mail sender that something was queued. */
  mailQueued: () => void;
  mailLimits: MailLimits;
}

export function toMember(row: auth.UserRow): Member {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    name: row.name,
    role: row.role as Member['role'],
    createdAt: new Date(row.createdAt).toISOString(),
    lastSeenAt: row.lastSeenAt ? new Date(row.lastSeenAt).toISOString() : null,
    personalNumber: row.personalNumber,
  };
}

const actorOf = (user: SessionUser) => ({
  id: user.id,
  name: user.name,
  organisationId: user.organisationId,
});

export async function listTeam(db: Database, organisationId: string): Promise<Member[]> {
  return (await auth.listMembers(db, organisationId)).map(toMember);
}

function toInvitation(row: repository.InvitationRow, link?: string): Invitation {
  return {
    id: row.id,
    email: row.email,
    role: row.role as Invitation['role'],
    expiresAt: new Date(row.expiresAt).toISOString(),
    createdAt: new Date(row.createdAt).toISOString(),
    ...(link ? { link } : {}),
  };
}

export async function invite(
  { db, publicUrl, mailQueued, mailLimits }: TeamContext,
  inviter: SessionUser,
  input: InvitationCreate,
): Promise<Invitation> {
  const token = auth.createSessionToken();
  const link = `${publicUrl}/invite/${token}`;
  const workshop = inviter.companyName ?? '';
  const created = await db.transaction(async (tx) => {
    await repository.lockEmail(tx, input.email);
    if ((await auth.isEmailTaken(tx, input.email)) || (await repository.hasOpenInvitation(tx, input.email)))
      throw invitationEmailTaken();
    const row = await repository.insertInvitation(tx, {
      organisationId: inviter.organisationId,
      email: input.email,
      role: input.role,
      tokenHash: auth.hashToken(token),
      invitedBy: inviter.id,
      validDays: INVITATION_DAYS,
    });
    const mail = renderMail({
      subject: `Inbjudan till ${workshop} i Verkstan`,
      greeting: 'Hej!',
      paragraphs: [
        `${inviter.name} bjuder in dig till ${workshop} i Verkstan, som ${ROLE_LABELS[input.role].toLowerCase()}.`,
        `Länken gäller i ${INVITATION_DAYS} dagar och kan användas en gång. Du väljer själv ditt lösenord.`,
      ],
      link: { label: `Gå med i ${workshop}`, url: link },
      footnote: 'Väntade du dig inte den här inbjudan kan du bortse från mejlet.',
    });
    // From "{workshop} via Verkstan"; an answer reaches the workshop, not a no-reply address.
    const replyTo = (await findCompany(tx, inviter.organisationId)).email || inviter.email;
    await queueMail(tx, { organisationId: inviter.organisationId, to: input.email, ...mail, replyTo }, mailLimits);
    return row;
  });
  mailQueued();
  return toInvitation(created, link);
}

export async function listInvitations(db: Database, organisationId: string): Promise<Invitation[]> {
  return (await repository.listOpenInvitations(db, organisationId)).map((row) => toInvitation(row));
}

export async function revokeInvitation(db: Database, organisationId: string, id: string): Promise<void> {
  if (!(await repository.revokeInvitation(db, organisationId, id))) throw invitationNotFound();
}

export async function previewInvitation(db: Database, token: string) {
  const found = auth.isWellFormedToken(token) ? await repository.findOpenInvitation(db, auth.hashToken(token)) : null;
  if (!found) throw invitationNotFound();
  return { email: found.email, workshopName: found.workshopName, role: found.role };
}

/** Creates the member and signs them in; the invitation is used up in the same transaction. */
export async function acceptInvitation(
  db: Database,
  token: string,
  input: InvitationAccept,
): Promise<{ token: string; user: User; organisationId: string }> {
  if (!auth.isWellFormedToken(token)) throw invitationNotFound();
  const passwordHash = await auth.hashPassword(input.password);
  const { userId, organisationId } = await db.transaction(async (tx) => {
    const invitation = await repository.findOpenInvitation(tx, auth.hashToken(token), true);
    if (!invitation) throw invitationNotFound();
    const name = `${input.firstName} ${input.lastName}`;
    const user = await auth.insertUser(tx, {
      organisationId: invitation.organisationId,
      email: invitation.email,
      firstName: input.firstName,
      lastName: input.lastName,
      name,
      passwordHash,
      role: invitation.role,
    });
    if (!user) throw emailTaken();
    if (input.personalNumber) await auth.updatePersonalNumber(tx, user.id, input.personalNumber);
    await repository.markInvitationUsed(tx, invitation.id);
    await recordEvent(
      tx,
      { id: user.id, name, organisationId: invitation.organisationId },
      'member',
      user.id,
      'created',
      [{ field: 'role', from: null, to: invitation.role }],
    );
    return { userId: user.id, organisationId: invitation.organisationId };
  });
  return { ...(await auth.openSession(db, userId)), organisationId };
}

/** What the trail keeps of a member's change: the role, and of a personnummer only its birth date (never logged whole). */
function auditedMemberChanges(before: auth.UserRow, after: auth.UserRow) {
  const changes = changesBetween(toMember(before), toMember(after), ['role']);
  if (before.personalNumber !== after.personalNumber)
    changes.push({
      field: 'personalNumber',
      from: maskedPersonalNumber(before.personalNumber),
      to: maskedPersonalNumber(after.personalNumber),
    });
  return changes;
}

/** A workshop keeps an owner: the owners are locked, so that two changes at once cannot both take the last. */
async function refuseLastOwner(db: Database, organisationId: string, userId: string): Promise<void> {
  const owners = await auth.lockOwners(db, organisationId);
  if (owners.length === 1 && owners[0] === userId) throw lastOwner();
}

export async function updateMember(
  { db, sessions }: TeamContext,
  actor: SessionUser,
  userId: string,
  input: MemberUpdate,
): Promise<Member> {
  const updated = await db.transaction(async (tx) => {
    const before = await auth.findMember(tx, actor.organisationId, userId);
    if (!before) throw memberNotFound();
    const role = input.role ?? before.role;
    const personalNumber = input.personalNumber === undefined ? before.personalNumber : input.personalNumber;
    if (role === before.role && personalNumber === before.personalNumber) return before;
    if (role !== before.role) {
      if (before.role === 'owner') await refuseLastOwner(tx, actor.organisationId, userId);
      await auth.updateRole(tx, userId, role as Member['role']);
    }
    if (personalNumber !== before.personalNumber) await auth.updatePersonalNumber(tx, userId, personalNumber);
    const after = { ...before, role, personalNumber };
    await recordEvent(tx, actorOf(actor), 'member', userId, 'updated', auditedMemberChanges(before, after));
    return after;
  });
  // The role is read from the session: every server forgets what it remembered of this person's.
  await sessions.revoke({ kind: 'user', userId });
  return toMember(updated);
}

export async function removeMember({ db, sessions }: TeamContext, actor: SessionUser, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const member = await auth.findMember(tx, actor.organisationId, userId);
    if (!member) throw memberNotFound();
    if (member.role === 'owner') await refuseLastOwner(tx, actor.organisationId, userId);
    await auth.markRemoved(tx, userId);
    await recordEvent(tx, actorOf(actor), 'member', userId, 'deleted', [
      { field: 'role', from: member.role, to: null },
    ]);
  });
  await sessions.revoke({ kind: 'user', userId });
}

/** For GET /audit: whether the person (removed ones too: their trail stays) is of the workshop. */
export const memberExists = auth.userExists;
