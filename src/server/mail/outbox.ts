import { sql } from 'drizzle-orm';
import type { MailUsage } from '../../shared/mail';
import type { MailLimits } from '../config';
import type { Database } from '../db/client';
import { rowsOf } from '../db/rows';
import { mailOutbox } from './tables';
import { mailDailyLimit } from './errors';
import { organisationAgeDaysOf } from '../organisations/service';

export interface MailAttachment {
  name: string;
  contentType: string;
  content: Buffer;
}

export interface OutgoingMail {
  organisationId: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string | null;
  attachment?: MailAttachment;
}

/**
 * Queues a mail in the caller's transaction: it goes out only if what caused it is committed, and then
 * surely. A workshop's mail (`limits`) counts against its daily allowance, and past it the whole write
 * is refused with 429; Verkstan's own (a password reset, `null`) is throttled where it is asked for.
 */
export async function queueMail(db: Database, mail: OutgoingMail, limits: MailLimits | null): Promise<void> {
  if (limits) await takeFromDailyAllowance(db, mail.organisationId, limits);
  await db.insert(mailOutbox).values({
    organisationId: mail.organisationId,
    recipient: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    replyTo: mail.replyTo ?? null,
    attachmentName: mail.attachment?.name ?? null,
    attachmentType: mail.attachment?.contentType ?? null,
    attachmentBase64: mail.attachment?.content.toString('base64') ?? null,
  });
}

export interface OutgoingSms {
  organisationId: string;
  /** The number in E.164 (shared/phone-numbers.ts). */
  to: string;
  text: string;
}

/**
 * Queues an SMS in the caller's transaction, in the same outbox as mail (QUOTES.md decision 8): the same
 * sender takes it, once, with the same back-off, and a failure shows where a mail's does. It counts
 * against the workshop's daily allowance as a mail does.
 */
export async function queueSms(db: Database, sms: OutgoingSms, limits: MailLimits): Promise<void> {
  await takeFromDailyAllowance(db, sms.organisationId, limits);
  await db.insert(mailOutbox).values({
    organisationId: sms.organisationId,
    channel: 'sms',
    recipient: sms.to,
    subject: '',
    text: sms.text,
    html: '',
  });
}

/**
 * A message that was due but cannot go (the customer's number is a landline, the day's allowance is
 * used): kept as failed with the reason, where a failed delivery shows, and never tried. No body is kept.
 */
export async function recordUnsent(
  db: Database,
  unsent: { organisationId: string; channel: 'email' | 'sms'; to: string; subject: string; reason: string },
): Promise<void> {
  await db.insert(mailOutbox).values({
    organisationId: unsent.organisationId,
    channel: unsent.channel,
    recipient: unsent.to,
    subject: unsent.subject,
    text: '',
    html: '',
    status: 'failed',
    lastError: unsent.reason,
  });
}

/**
 * A fresh self-registered workshop once sent 1 000 invitations to arbitrary addresses in 8 s: each
 * workshop may queue so many mails per Swedish calendar day, fewer in its first days. The workshop's
 * mails queue on one lock, on every server, so two requests cannot both take the last one.
 */
async function takeFromDailyAllowance(db: Database, organisationId: string, limits: MailLimits): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`mail-day:${organisationId}`}))`);
  const usage = await dailyMailUsage(db, organisationId, limits);
  if (usage.sentToday >= usage.limit) throw mailDailyLimit(usage.limit, usage.newWorkshopDays);
}

/**
 * The one rule of the allowance, for the limit above and for GET /mail/usage: every mail and SMS the
 * workshop queued since midnight in Sweden (not those kept as unsent, never tried), against the limit
 * for the workshop's age.
 */
export async function dailyMailUsage(db: Database, organisationId: string, limits: MailLimits): Promise<MailUsage> {
  const [today] = await rowsOf<{ queued: number; ageDays: number; resetsAt: Date | string }>(
    db,
    sql`select (select count(*)::int from mail_outbox
          where organisation_id = ${organisationId} and not (status = 'failed' and attempts = 0)
            and created_at >= date_trunc('day', now() at time zone 'Europe/Stockholm') at time zone 'Europe/Stockholm') as queued,
        ${organisationAgeDaysOf(organisationId)} as "ageDays",
        (date_trunc('day', now() at time zone 'Europe/Stockholm') + interval '1 day') at time zone 'Europe/Stockholm' as "resetsAt"`,
  );
  const isNew = today!.ageDays < limits.newDays;
  return {
    sentToday: today!.queued,
    limit: isNew ? limits.perDayNew : limits.perDay,
    newWorkshopDays: isNew ? limits.newDays : null,
    resetsAt: new Date(today!.resetsAt).toISOString(),
  };
}
