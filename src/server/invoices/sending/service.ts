import { formatDate } from '../../../shared/dates';
import type { Invoice, InvoiceSend } from '../../../shared/invoices';
import { formatOrePlain } from '../../../shared/money';
import { recordEvent } from '../../audit/service';
import { listMembers } from '../../auth/service';
import type { SessionUser } from '../../cache/session-cache';
import type { MailLimits } from '../../config';
import type { Database } from '../../db/client';
import { renderMail } from '../../mail/layout';
import { queueMail } from '../../mail/outbox';
import { messageCustomer } from '../../customer-messages/service';
import { findCompany } from '../../organisations/service';
import { loadInvoiceDocument, type InvoiceDocument, type RenderInvoicePdf } from '../document';
import { getInvoice, markSent, requireInvoice } from '../service';
import { invoiceNoRecipient, invoiceNotSendable } from '../errors';

// Sending an invoice by e-mail through the outbox (MONEY.md decision 1): the PDF as it reads now, attached.

/** The mail's words: what it is, what to pay and how, and the sender's own message. */
function invoiceMail(document: InvoiceDocument, invoice: Invoice, workshop: string, message: string | null) {
  const kind = document.isCredit ? 'kreditfaktura' : 'faktura';
  return renderMail({
    subject: `${document.isCredit ? 'Kreditfaktura' : 'Faktura'} ${invoice.invoiceNumber} från ${workshop}`,
    greeting: 'Hej!',
    paragraphs: [
      `Här kommer ${kind} ${invoice.invoiceNumber} från ${workshop}. Den finns som PDF i bilagan.`,
      // Paid or credited: it says so, and asks for nothing.
      ...(document.settled
        ? [document.settled]
        : [
            ...(document.isCredit
              ? []
              : [
                  // What is still owed: less partial credit notes (docs/decisions/039) and payments so far.
                  `Att betala: ${formatOrePlain(Math.round(invoice.balance * 100))} kr senast ${formatDate(invoice.dueDate)}.`,
                  ...(invoice.amountPaid > 0
                    ? [`Betalt hittills: ${formatOrePlain(Math.round(invoice.amountPaid * 100))} kr.`]
                    : []),
                ]),
            ...document.paymentLines.filter((line) => !line.startsWith('Att betala senast')),
          ]),
      ...(message ? [message] : []),
    ],
    footnote: `Frågor om fakturan? Svara på det här mejlet så når du ${workshop}.`,
    signature: workshop,
  });
}

/**
 * POST /invoice/{id}/send: one mail per address, each with the PDF, queued in the same transaction
 * that records `sentAt` and the trail's event. Refused while the PDF says it must not be sent.
 */
export async function sendInvoice(
  db: Database,
  actor: SessionUser,
  id: string,
  input: InvoiceSend,
  {
    renderPdf,
    today,
    now,
    mailLimits,
  }: { renderPdf: RenderInvoicePdf; today: string; now: Date; mailLimits: MailLimits },
): Promise<Invoice> {
  const organisationId = actor.organisationId;
  const document = await loadInvoiceDocument(db, organisationId, id);
  if (document.missingSellerDetails.length > 0) throw invoiceNotSendable(document.missingSellerDetails.join(', '));
  const before = await getInvoice(db, organisationId, id, today);
  const recipients = input.to ?? (before.customerEmail ? [before.customerEmail] : []);
  if (recipients.length === 0) throw invoiceNoRecipient().at('to');
  const [company, members, pdf] = await Promise.all([
    findCompany(db, organisationId),
    listMembers(db, organisationId),
    renderPdf(document, organisationId),
  ]);
  const replyTo = company.email || members.find((member) => member.role === 'owner')?.email || null;
  const mail = invoiceMail(document, before, company.name, input.message);
  await db.transaction(async (tx) => {
    await requireInvoice(tx, organisationId, id, true);
    for (const to of recipients) {
      await queueMail(
        tx,
        {
          organisationId,
          to,
          ...mail,
          replyTo,
          attachment: {
            name: `faktura-${before.invoiceNumber}.pdf`,
            contentType: 'application/pdf',
            content: pdf,
          },
        },
        mailLimits,
      );
    }
    await messageCustomer(tx, { kind: 'invoiceSent', organisationId, invoiceId: id, mailedTo: recipients }, mailLimits);
    await markSent(tx, organisationId, id, now);
    await recordEvent(tx, actor, 'invoice', id, 'sent', [
      { field: 'sentAt', from: before.sentAt, to: now.toISOString() },
      { field: 'to', from: null, to: recipients.join(', ') },
    ]);
  });
  return getInvoice(db, organisationId, id, today);
}
