import { formatDate } from '../../shared/dates';
import type { Quote } from '../../shared/quote-shapes';
import type { quoteSendSchema } from '../../shared/quotes';
import type { z } from 'zod';
import { recordEvent, type Actor } from '../audit/service';
import { swedishDate } from '../../shared/dates';
import type { Clock } from '../clock';
import type { Config, MailLimits } from '../config';
import type { Database } from '../db/client';
import { renderMail } from '../mail/layout';
import { queueMail, queueSms } from '../mail/outbox';
import { findCompany } from '../organisations/service';
import { quoteLocked, quoteNoRecipient, quoteNotFound, quoteNotSendable, smsNotAvailable } from './errors';
import { linkSecretOf, quoteLinkToken, tokenHash } from './link-token';
import { partsOf } from './parts';
import { quoteSms, smsRecipientOf } from './quote-sms';
import { publicView } from './public-view';
import type { ApprovalDocument } from './approval-pdf';
import type { QuoteDocument } from './quote-pdf';
import * as repository from './repository';
import { getQuote } from './service';

// Sending a quote by e-mail through the outbox (QUOTES.md decision 3), the PDF attached, the link in the text.

/** What app.ts hands the quote routes: the PDF threads, and the configuration the rest is read from. */
export interface QuoteRouteOptions {
  db: Database;
  clock: Clock;
  config: Pick<Config, 'publicUrl' | 'mailLimits' | 'linkSecret' | 'dataDir'> & Partial<Pick<Config, 'smsUrl'>>;
  /** The app's PDF threads, which draw a quote among other documents. */
  renderPdf: (
    job: { kind: 'quote'; document: QuoteDocument } | { kind: 'quote-approval'; document: ApprovalDocument },
    organisationId: string,
  ) => Promise<Buffer>;
  mailQueued?: () => void;
}

export const mailOptionsOf = ({ config, renderPdf, mailQueued }: QuoteRouteOptions): QuoteMailOptions => ({
  renderPdf: (document, organisationId) => renderPdf({ kind: 'quote', document }, organisationId),
  publicUrl: config.publicUrl,
  linkSecret: linkSecretOf(config),
  mailQueued: mailQueued ?? (() => undefined),
  mailLimits: config.mailLimits,
  smsAvailable: config.smsUrl !== undefined,
});

export interface QuoteMailOptions {
  renderPdf: (document: QuoteDocument, organisationId: string) => Promise<Buffer>;
  publicUrl: string;
  /** The key the link is derived from (link-token.ts). */
  linkSecret: () => Promise<string>;
  mailQueued: () => void;
  mailLimits: MailLimits;
  /** SMS_URL is set (QUOTES.md decision 8). */
  smsAvailable?: boolean;
}

/** The customer's link to the quote: the same at every send (docs/decisions/050). */
export async function linkOf(
  options: Pick<QuoteMailOptions, 'linkSecret' | 'publicUrl'>,
  organisationId: string,
  quoteId: string,
) {
  const token = quoteLinkToken(await options.linkSecret(), organisationId, quoteId);
  return { token, url: `${options.publicUrl}/q/${token}` };
}

export async function sendQuote(
  db: Database,
  actor: Actor,
  id: string,
  input: z.output<typeof quoteSendSchema>,
  now: Date,
  options: QuoteMailOptions,
): Promise<Quote> {
  if (input.sms && !options.smsAvailable) throw smsNotAvailable().at('sms');
  const organisationId = actor.organisationId;
  const today = swedishDate(now);
  const quote = await repository.findQuote(db, organisationId, id);
  if (!quote) throw quoteNotFound();
  const parts = await partsOf(db, quote, quote.currentVersion);
  if (quote.withdrawnAt || parts.version.answer) throw quoteLocked();
  if (parts.version.validUntil < today) throw quoteNotSendable();
  const recipients = input.to ?? (parts.customer.email ? [parts.customer.email] : []);
  // Checked before anything is written: a number that cannot take an SMS sends nothing at all.
  const smsTo = input.sms ? smsRecipientOf(parts.customer.phone) : null;
  if (recipients.length === 0 && !smsTo) throw quoteNoRecipient().at('to');
  const link = await linkOf(options, organisationId, id);
  const [view, company] = await Promise.all([publicView(db, parts, today), findCompany(db, organisationId)]);
  const pdf = await options.renderPdf({ quote: view, link: link.url }, organisationId);
  const kind = quote.kind === 'extra' ? 'Tilläggsarbete' : 'Offert';
  const mail = renderMail({
    subject: `${kind} ${quote.quoteNumber} från ${company.name}`,
    greeting: 'Hej!',
    paragraphs: [
      `Här kommer ${kind.toLowerCase()} ${quote.quoteNumber} från ${company.name}. Den finns som PDF i bilagan.`,
      view.priceTypeText,
      `Offerten gäller till och med ${formatDate(view.validUntil)}. Du kan godkänna eller avböja den på länken nedan.`,
      ...(input.message ? [input.message] : []),
    ],
    link: { label: 'Visa offerten', url: link.url },
    footnote: `Frågor om offerten? Svara på det här mejlet så når du ${company.name}.`,
    signature: company.name,
  });
  await db.transaction(async (tx) => {
    const locked = await repository.findQuote(tx, organisationId, id, true);
    const version = await repository.findVersion(tx, locked!, locked!.currentVersion);
    if (locked!.withdrawnAt || version!.answer || version!.id !== parts.version.id) throw quoteLocked();
    for (const to of recipients)
      await queueMail(
        tx,
        {
          organisationId,
          to,
          ...mail,
          replyTo: company.email || null,
          attachment: { name: `offert-${quote.quoteNumber}.pdf`, contentType: 'application/pdf', content: pdf },
        },
        options.mailLimits,
      );
    if (smsTo)
      await queueSms(
        tx,
        { organisationId, to: smsTo, text: quoteSms(company.name, kind, quote.quoteNumber, view.machine, link.url) },
        options.mailLimits,
      );
    await repository.updateQuote(tx, locked!, { linkTokenHash: tokenHash(link.token) });
    if (version!.sentAt === null) await repository.updateVersion(tx, version!, { sentAt: now.toISOString() });
    await recordEvent(tx, actor, 'quote', id, 'sent', [
      { field: 'version', from: null, to: version!.version },
      { field: 'to', from: null, to: [...recipients, ...(smsTo ? [`sms ${smsTo}`] : [])].join(', ') },
    ]);
  });
  options.mailQueued();
  return getQuote(db, organisationId, id, today);
}
