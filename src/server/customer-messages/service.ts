import { MESSAGE_EVENTS, type MessageSettings, type MessageSettingsInput } from '../../shared/customer-messages';
import { messages } from '../../shared/messages';
import { canReceiveSms, normalisePhoneNumber } from '../../shared/phone-numbers';
import type { MailLimits } from '../config';
import type { Database } from '../db/client';
import { AppError } from '../http/error-factory';
import { mailDailyLimit } from '../mail/errors';
import { queueMail, queueSms, recordUnsent } from '../mail/outbox';
import { customerPageLink } from './customer-page-port';
import { smsNotAvailable } from './errors';
import { invoiceSubject, workOrderSubject, workshopOf, type Subject } from './facts';
import * as repository from './repository';
import {
  bookingChangedMail,
  bookingChangedSms,
  invoiceSentMail,
  invoiceSentSms,
  workOrderReadyMail,
  workOrderReadySms,
  type BookingFacts,
  type MessageFacts,
} from './texts';

// Messages to the customer on a workshop's events (QUOTES.md decision 8; docs/decisions/051).

export async function getMessageSettings(
  db: Database,
  organisationId: string,
  smsAvailable: boolean,
): Promise<MessageSettings> {
  return { ...(await repository.findSettings(db, organisationId)), smsAvailable };
}

/**
 * PUT /company/messages. Without SMS_URL no event can be turned on for SMS (409); one turned on while it
 * was set may stay on, so that saving the e-mail choices never needs the SMS ones undone first.
 */
export async function saveMessageSettings(
  db: Database,
  organisationId: string,
  input: MessageSettingsInput,
  smsAvailable: boolean,
): Promise<MessageSettings> {
  return db.transaction(async (tx) => {
    const before = await repository.findSettings(tx, organisationId);
    const turnedOn = MESSAGE_EVENTS.filter((event) => input[event].sms && !before[event].sms);
    if (!smsAvailable && turnedOn.length > 0) throw smsNotAvailable().at(`${turnedOn[0]}.sms`);
    return { ...(await repository.saveSettings(tx, organisationId, input)), smsAvailable };
  });
}

/** Whether the workshop messages its customers on this kind of event at all: the caller may skip preparing one. */
export async function isTurnedOn(db: Database, organisationId: string, kind: CustomerEvent['kind']): Promise<boolean> {
  const channels = (await repository.findSettings(db, organisationId))[kind];
  return channels.email || channels.sms;
}

/** What happened that may message the customer; each is told once, by the one place that causes it. */
export type CustomerEvent =
  | { kind: 'workOrderReady'; organisationId: string; workOrderId: string }
  /** `mailedTo`: where the invoice itself went; an address that got it gets no second mail about it. */
  | { kind: 'invoiceSent'; organisationId: string; invoiceId: string; mailedTo: readonly string[] }
  /** A job with a customer booked or moved; `calendar`: the booking as iCalendar text, attached to the mail. */
  | { kind: 'bookingChanged'; organisationId: string; workOrderId: string; booking: BookingFacts; calendar: string };

/**
 * Queues the customer's e-mail and SMS for an event, as the workshop chose, in the transaction of the
 * event: both commit with it or neither does, and the outbox sends each once. A work order is ready
 * each time it becomes Klar; an invoice is sent the first time only (call this before `sentAt` is set).
 * A message that cannot go (no address, a landline, the day's allowance used) is kept as failed with
 * the reason, where a failed mail shows, and never stops the event itself.
 */
export async function messageCustomer(tx: Database, event: CustomerEvent, limits: MailLimits): Promise<void> {
  const channels = (await repository.findSettings(tx, event.organisationId))[event.kind];
  if (!channels.email && !channels.sms) return;
  const subject =
    event.kind === 'invoiceSent'
      ? await invoiceSubject(tx, event.organisationId, event.invoiceId)
      : await workOrderSubject(tx, event.organisationId, event.workOrderId);
  if (event.kind === 'invoiceSent' && subject.sentAt !== null) return;
  // A booking messages a customer; a job of the workshop's own has nobody to tell.
  if (event.kind === 'bookingChanged' && subject.recipient.customerId === null) return;
  const workshop = await workshopOf(tx, event.organisationId);
  const { customerId } = subject.recipient;
  const facts: MessageFacts = {
    workshop: workshop.name,
    machine: subject.machine,
    workOrderNumber: subject.workOrderNumber,
    title: subject.title,
    invoiceNumber: subject.invoiceNumber,
    link: customerId ? await customerPageLink(tx, event.organisationId, customerId) : null,
  };
  const mailedTo = event.kind === 'invoiceSent' ? event.mailedTo.map((address) => address.toLowerCase()) : [];
  const isMailedAlready = (email: string) => mailedTo.includes(email.toLowerCase());
  const send = { tx, event, subject, facts, limits, replyTo: workshop.replyTo };
  if (channels.email && !(subject.recipient.email && isMailedAlready(subject.recipient.email))) await sendMail(send);
  if (channels.sms) await sendSms(send);
}

function mailOf(event: CustomerEvent, facts: MessageFacts) {
  if (event.kind === 'workOrderReady') return workOrderReadyMail(facts);
  if (event.kind === 'bookingChanged') return bookingChangedMail(facts, event.booking);
  return invoiceSentMail(facts);
}

/** A booking's mail carries it as a calendar file (RFC 5545), to open in the customer's calendar. */
const attachmentOf = (event: CustomerEvent) =>
  event.kind === 'bookingChanged'
    ? { name: 'bokning.ics', contentType: 'text/calendar; charset=utf-8', content: Buffer.from(event.calendar) }
    : undefined;

interface Sending {
  tx: Database;
  event: CustomerEvent;
  subject: Subject;
  facts: MessageFacts;
  limits: MailLimits;
  replyTo: string | null;
}

async function sendMail({ tx, event, subject, facts, limits, replyTo }: Sending): Promise<void> {
  const mail = mailOf(event, facts);
  const { organisationId } = event;
  const to = subject.recipient.email;
  if (!to) {
    await recordUnsent(tx, {
      organisationId,
      channel: 'email',
      to: '',
      subject: mail.subject,
      reason: messages.customerHasNoEmail,
    });
    return;
  }
  await unlessOverLimit(tx, { organisationId, channel: 'email', to, subject: mail.subject }, () =>
    queueMail(tx, { organisationId, to, ...mail, replyTo, attachment: attachmentOf(event) }, limits),
  );
}

async function sendSms({ tx, event, subject, facts, limits }: Sending): Promise<void> {
  const text =
    event.kind === 'workOrderReady'
      ? workOrderReadySms(facts)
      : event.kind === 'bookingChanged'
        ? bookingChangedSms(facts, event.booking)
        : invoiceSentSms(facts);
  const { organisationId } = event;
  const typed = subject.recipient.phone;
  const to = typed ? normalisePhoneNumber(typed) : null;
  const reason = !typed
    ? messages.customerHasNoPhone
    : to === null
      ? messages.phoneNumberInvalid
      : canReceiveSms(to)
        ? null
        : messages.smsNeedsMobile;
  const unsent = { organisationId, channel: 'sms' as const, to: to ?? typed ?? '', subject: '' };
  if (reason) {
    await recordUnsent(tx, { ...unsent, reason });
    return;
  }
  await unlessOverLimit(tx, unsent, () => queueSms(tx, { organisationId, to: to!, text }, limits));
}

/** Past the day's allowance the event still happens; its message is kept as not sent, saying why. */
async function unlessOverLimit(
  tx: Database,
  unsent: { organisationId: string; channel: 'email' | 'sms'; to: string; subject: string },
  queue: () => Promise<void>,
): Promise<void> {
  try {
    await queue();
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== mailDailyLimit.code) throw error;
    await recordUnsent(tx, { ...unsent, reason: error.message });
  }
}
