import type { FastifyReply } from 'fastify';
import { swedishDate } from '../../shared/dates';
import type { Database } from '../db/client';
import { attachment } from '../http/attachment';
import type { QuoteParts } from './mapper';
import { publicView } from './public-view';
import { linkOf, type QuoteMailOptions } from './sending';

/** A quote's PDF as the customer gets it, with the link once the quote was sent (offert-{number}.pdf). */
export async function quotePdf(
  db: Database,
  reply: FastifyReply,
  parts: QuoteParts,
  now: Date,
  options: Pick<QuoteMailOptions, 'renderPdf' | 'publicUrl' | 'linkSecret'>,
) {
  const { quote } = parts;
  const view = await publicView(db, parts, swedishDate(now));
  const link = quote.linkTokenHash ? (await linkOf(options, quote.organisationId, quote.id)).url : null;
  const pdf = await options.renderPdf({ quote: view, link }, quote.organisationId);
  return reply
    .header('Content-Type', 'application/pdf')
    .header('Content-Disposition', attachment(`offert-${quote.quoteNumber}.pdf`))
    .header('Cache-Control', 'no-store')
    .send(pdf);
}
