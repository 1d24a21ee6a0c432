import type { Company } from '../../../shared/company';
import { addDays, formatDate } from '../../../shared/dates';
import { LATE_PAYMENT_COMPENSATION_ORE } from '../../../shared/interest';
import { toKronor } from '../../../shared/money';
import {
  DEFAULT_REMINDER_DAYS,
  type Reminder,
  type ReminderInput,
  type ReminderPreview,
} from '../../../shared/reminders';
import { recordEvent, type Actor } from '../../audit/service';
import { listMembers } from '../../auth/service';
import { requireCustomer } from '../../customers/service';
import type { MailLimits } from '../../config';
import type { Database } from '../../db/client';
import type { ErrorFactory } from '../../http/error-factory';
import { renderMail } from '../../mail/layout';
import { queueMail } from '../../mail/outbox';
import { findCompany } from '../../organisations/service';
import type { RenderInvoicePdf } from '../document';
import { kr, reminderDocumentOf } from './document';
import * as late from './repository';
import { interestOfInvoice, requireInvoice, type InvoiceRecord } from '../service';
import {
  invoiceNoRecipient,
  invoiceNotSendable,
  reminderCredited,
  reminderDueDateInPast,
  reminderInvoiceNotSent,
  reminderNotDue,
  reminderPaid,
} from '../errors';

// Betalningspåminnelser (MONEY.md decision 4): numbered per invoice, with a new due date, the
// förseningsersättning or the agreed reminder fee, and the interest so far.

function toReminder(row: late.ReminderRow): Reminder {
  return {
    id: row.id,
    invoiceId: row.invoiceId,
    number: row.number,
    date: row.reminderDate,
    dueDate: row.dueDate,
    balance: toKronor(row.balanceOre),
    fee: toKronor(row.feeOre),
    lateCompensation: toKronor(row.lateCompensationOre),
    interest: toKronor(row.interestOre),
    sentAt: row.sentAt ? new Date(row.sentAt).toISOString() : null,
  };
}

/** A business customer: an organisation number in the register, or a VAT number on the invoice. */
async function isBusinessCustomer(db: Database, organisationId: string, record: InvoiceRecord): Promise<boolean> {
  if (record.invoice.buyerVatNumber) return true;
  if (!record.invoice.customerId) return false;
  const customer = await requireCustomer(db, organisationId, record.invoice.customerId).catch(() => null);
  return Boolean(customer?.orgNumber);
}

interface Plan {
  number: number;
  feeOre: number;
  lateCompensationOre: number;
  interestOre: number;
  balanceOre: number;
  /** Why no reminder can be sent now, or null. */
  refusal: ErrorFactory | null;
}

/** What the next reminder charges and shows today, or why there may be none. */
async function planReminder(
  db: Database,
  organisationId: string,
  record: InvoiceRecord,
  company: Company,
  today: string,
): Promise<Plan> {
  const { invoice } = record;
  const earlier = await late.remindersOf(db, organisationId, invoice.id);
  const balanceNow = invoice.amountToPayOre + record.feesOre - record.paidOre - record.creditedOre;
  const refusal =
    invoice.creditForInvoiceId !== null || record.creditedById !== null
      ? reminderCredited
      : balanceNow <= 0
        ? reminderPaid
        : today <= invoice.dueDate
          ? reminderNotDue
          : null;
  const isBusiness = await isBusinessCustomer(db, organisationId, record);
  // Förseningsersättning once per invoice to a business; it covers reminders, so no fee beside it.
  const coversReminders = isBusiness && company.chargeLatePaymentCompensation;
  const lateCompensationOre =
    coversReminders && !earlier.some((reminder) => reminder.lateCompensationOre > 0)
      ? LATE_PAYMENT_COMPENSATION_ORE
      : 0;
  const feeOre = !coversReminders && company.reminderFeeAgreed ? Math.round(company.reminderFee * 100) : 0;
  const interestOre = await interestOfInvoice(db, organisationId, invoice.id, today);
  return {
    number: earlier.length + 1,
    feeOre,
    lateCompensationOre,
    interestOre,
    balanceOre: balanceNow + feeOre + lateCompensationOre,
    refusal,
  };
}

/** GET /invoice/{id}/reminders/preview: what "Skicka påminnelse" would charge, before it is sent. */
export async function previewReminder(
  db: Database,
  organisationId: string,
  invoiceId: string,
  today: string,
): Promise<ReminderPreview> {
  const record = await requireInvoice(db, organisationId, invoiceId);
  const plan = await planReminder(db, organisationId, record, await findCompany(db, organisationId), today);
  return {
    number: plan.number,
    dueDate: addDays(today, DEFAULT_REMINDER_DAYS),
    fee: toKronor(plan.feeOre),
    lateCompensation: toKronor(plan.lateCompensationOre),
    interest: toKronor(plan.interestOre),
    balance: toKronor(plan.balanceOre),
    refusal: plan.refusal?.().message ?? null,
  };
}

export async function remindersOfInvoice(db: Database, organisationId: string, invoiceId: string): Promise<Reminder[]> {
  await requireInvoice(db, organisationId, invoiceId);
  return (await late.remindersOf(db, organisationId, invoiceId)).map(toReminder);
}

/**
 * POST /invoice/{id}/reminders: the next reminder, in one transaction with its audit event and, when
 * sent, its mail with the PDF. Refused (409) while not yet due, once paid, and on credited invoices.
 */
export async function createReminder(
  db: Database,
  actor: Actor,
  invoiceId: string,
  input: ReminderInput,
  {
    today,
    now,
    renderPdf,
    mailLimits,
  }: { today: string; now: Date; renderPdf: RenderInvoicePdf; mailLimits: MailLimits },
): Promise<Reminder> {
  const dueDate = input.dueDate ?? addDays(today, DEFAULT_REMINDER_DAYS);
  if (dueDate < today) throw reminderDueDateInPast().at('dueDate');
  const send = input.send ?? true;
  const organisationId = actor.organisationId;
  const company = await findCompany(db, organisationId);
  const reminder = await db.transaction(async (tx) => {
    const record = await requireInvoice(tx, organisationId, invoiceId, true);
    const plan = await planReminder(tx, organisationId, record, company, today);
    if (plan.refusal) throw plan.refusal();
    // A reminder for an invoice the customer may never have had reads as a demand out of nowhere.
    if (record.invoice.sentAt === null && input.confirmNotSent !== true)
      throw reminderInvoiceNotSent(record.invoice.invoiceNumber);
    if (send && !record.invoice.customerEmail) throw invoiceNoRecipient().at('send');
    const row = await late.insertReminder(tx, {
      organisationId,
      invoiceId,
      number: plan.number,
      reminderDate: today,
      dueDate,
      balanceOre: plan.balanceOre,
      feeOre: plan.feeOre,
      lateCompensationOre: plan.lateCompensationOre,
      interestOre: plan.interestOre,
      createdBy: actor.id,
    });
    await recordEvent(tx, actor, 'invoice', invoiceId, 'reminded', [
      { field: 'reminder', from: null, to: plan.number },
      { field: 'dueDate', from: null, to: dueDate },
      { field: 'fee', from: null, to: toKronor(plan.feeOre) },
      { field: 'lateCompensation', from: null, to: toKronor(plan.lateCompensationOre) },
    ]);
    if (send) {
      const document = await reminderDocumentOf(tx, organisationId, row);
      if (document.missingSellerDetails.length > 0) throw invoiceNotSendable(document.missingSellerDetails.join(', '));
      const members = await listMembers(tx, organisationId);
      const mail = renderMail({
        subject: `Betalningspåminnelse: faktura ${record.invoice.invoiceNumber} från ${company.name}`,
        greeting: 'Hej!',
        paragraphs: [
          `Vi har inte fått betalt för faktura ${record.invoice.invoiceNumber} som förföll ${formatDate(record.invoice.dueDate)}. Påminnelsen finns som PDF i bilagan.`,
          `Att betala: ${kr(plan.balanceOre)} senast ${formatDate(dueDate)}, med OCR-nummer ${record.invoice.ocr}.`,
          'Har du redan betalat kan du bortse från det här mejlet.',
        ],
        footnote: `Frågor om påminnelsen? Svara på det här mejlet så når du ${company.name}.`,
        signature: company.name,
      });
      await queueMail(
        tx,
        {
          organisationId,
          to: record.invoice.customerEmail,
          ...mail,
          replyTo: company.email || members.find((member) => member.role === 'owner')?.email || null,
          attachment: {
            name: `paminnelse-${record.invoice.invoiceNumber}-${plan.number}.pdf`,
            contentType: 'application/pdf',
            content: await renderPdf(document, organisationId),
          },
        },
        mailLimits,
      );
      await late.markReminderSent(tx, row.id, now.toISOString());
      return { ...row, sentAt: now.toISOString() };
    }
    return row;
  });
  return toReminder(reminder);
}
