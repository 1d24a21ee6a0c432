import { addDays, swedishDate } from '../../shared/dates';
import type { Approval, PublicQuote } from '../../shared/quote-shapes';
import { LINK_DAYS_AFTER_VALIDITY } from '../../shared/quotes';
import type { publicAcceptSchema } from '../../shared/quotes';
import type { z } from 'zod';
import { recordOutsideEvent } from '../audit/service';
import type { Database } from '../db/client';
import { startAcceptedWork } from './accepted-work';
import { accept, decline } from './answers';
import { quoteLinkExpired, quoteLinkSuperseded, quoteLinkUnknown, quoteLinkWithdrawn } from './errors';
import { isWellFormedLinkToken, tokenHash } from './link-token';
import type { QuoteParts } from './mapper';
import { partsOf } from './parts';
import { publicView } from './public-view';
import * as repository from './repository';
import { signaturePng } from './signature';

// The customer's side of a quote, on its link and without an account (QUOTES.md decisions 3–5).

/**
 * The quote a link names, as the link may show it: unknown and wrong tokens alike 404; withdrawn, a
 * newer version not yet sent (superseded), or expired 410 with what happened in words. An answered quote
 * stays readable until its link ends, 30 days after the validity date; an unanswered one ends with it.
 */
async function resolveLink(db: Database, token: string, today: string, lock = false): Promise<QuoteParts> {
  const quote = isWellFormedLinkToken(token) ? await repository.findQuoteByTokenHash(db, tokenHash(token), lock) : null;
  if (!quote) throw quoteLinkUnknown();
  if (quote.withdrawnAt) throw quoteLinkWithdrawn();
  const parts = await partsOf(db, quote, quote.currentVersion);
  if (parts.version.sentAt === null) throw quoteLinkSuperseded();
  const linkEnds = addDays(parts.version.validUntil, LINK_DAYS_AFTER_VALIDITY);
  if (today > linkEnds || (!parts.version.answer && today > parts.version.validUntil)) throw quoteLinkExpired();
  return parts;
}

/** GET: what the customer sees; the first opening marks the version viewed. */
export async function openQuote(db: Database, token: string, now: Date): Promise<PublicQuote> {
  const today = swedishDate(now);
  let parts = await resolveLink(db, token, today);
  if (parts.version.viewedAt === null) {
    await repository.markViewed(db, parts.version, now.toISOString());
    parts = await partsOf(db, parts.quote, parts.version.version);
  }
  return publicView(db, parts, today);
}

export interface Visitor {
  ip: string;
  userAgent: string | null;
}

export async function acceptOnLink(
  db: Database,
  token: string,
  input: z.output<typeof publicAcceptSchema>,
  visitor: Visitor,
  now: Date,
): Promise<{ approval: Approval; organisationId: string }> {
  const today = swedishDate(now);
  const signature = signaturePng(input.signature);
  return db.transaction(async (tx) => {
    const parts = await resolveLink(tx, token, today, true);
    const approval = await accept(
      tx,
      parts,
      {
        channel: 'link',
        name: input.name,
        itemIds: input.itemIds,
        signaturePngBase64: signature,
        ip: visitor.ip,
        userAgent: visitor.userAgent,
        recordedBy: null,
        note: null,
      },
      now,
      today,
    );
    const who = `${input.name} (kund)`;
    const organisationId = parts.quote.organisationId;
    const jobId = await startAcceptedWork(tx, parts, approval, { organisationId, outsideName: who }, now);
    await recordOutsideEvent(tx, organisationId, who, 'quote', parts.quote.id, 'accepted', [
      { field: 'channel', from: null, to: 'link' },
      { field: 'acceptedTotal', from: null, to: approval.acceptedTotal },
      { field: 'workOrderId', from: parts.quote.workOrderId, to: jobId },
    ]);
    return { approval, organisationId };
  });
}

/** Declines the quote on its link; answers the workshop it belongs to. */
export async function declineOnLink(db: Database, token: string, reason: string | null, now: Date): Promise<string> {
  const today = swedishDate(now);
  return db.transaction(async (tx) => {
    const parts = await resolveLink(tx, token, today, true);
    await decline(tx, parts, reason, now);
    await recordOutsideEvent(
      tx,
      parts.quote.organisationId,
      `${parts.customer.name} (kund)`,
      'quote',
      parts.quote.id,
      'declined',
      [{ field: 'declineReason', from: null, to: reason }],
    );
    return parts.quote.organisationId;
  });
}

/** The parts for the link's PDF. */
export async function linkParts(db: Database, token: string, now: Date): Promise<QuoteParts> {
  return resolveLink(db, token, swedishDate(now));
}
