import { formatDateTime } from '../../shared/dates';
import type { Approval } from '../../shared/quote-shapes';
import type { Database } from '../db/client';
import { classifyDatabaseError } from '../db/errors';
import { contentHash, canonicalJson } from '../canonical-json';
import { quoteAnswered, quoteOptionalLineUnknown } from './errors';
import { toApproval, totalsOf, type QuoteParts } from './mapper';
import { approvedContent, publicView } from './public-view';
import * as repository from './repository';

// The customer's answer to a version (QUOTES.md decisions 4–5): one per version, an acceptance with its evidence.

export interface AcceptanceFacts {
  channel: 'link' | 'phone' | 'in-person';
  name: string;
  itemIds: string[];
  signaturePngBase64: string | null;
  ip: string | null;
  userAgent: string | null;
  recordedBy: string | null;
  note: string | null;
}

/** 409 naming what was answered, when the version already has an answer. */
export function refuseSecondAnswer(parts: QuoteParts): void {
  const { version } = parts;
  if (version.answer)
    throw quoteAnswered(version.answer as 'accepted' | 'declined', formatDateTime(version.answeredAt));
}

/** Writes the approval and the version's answer, in the caller's transaction (its quote row locked). */
export async function accept(
  db: Database,
  parts: QuoteParts,
  facts: AcceptanceFacts,
  now: Date,
  today: string,
): Promise<Approval> {
  refuseSecondAnswer(parts);
  const optional = new Set(parts.items.filter((item) => item.optional).map((item) => item.id));
  const chosen = [...new Set(facts.itemIds.map((id) => id.toLowerCase()))];
  if (chosen.some((id) => !optional.has(id))) throw quoteOptionalLineUnknown().at('itemIds');
  const totals = totalsOf(parts.version, parts.items, new Set(chosen));
  const content = approvedContent(await publicView(db, parts, today), chosen, totals.totalOre / 100);
  const at = now.toISOString();
  try {
    const row = await repository.insertApproval(db, {
      organisationId: parts.quote.organisationId,
      quoteId: parts.quote.id,
      versionId: parts.version.id,
      version: parts.version.version,
      channel: facts.channel,
      name: facts.name,
      itemIds: chosen,
      acceptedTotalOre: totals.totalOre,
      content: canonicalJson(content),
      contentHash: contentHash(content),
      signaturePngBase64: facts.signaturePngBase64,
      ip: facts.ip,
      userAgent: facts.userAgent,
      recordedBy: facts.recordedBy,
      note: facts.note,
      at,
    });
    await repository.updateVersion(db, parts.version, { answer: 'accepted', answeredAt: at });
    return toApproval(row);
  } catch (error) {
    // Two answers at once: the one-per-version index lets one through.
    if (classifyDatabaseError(error)?.kind === 'unique') throw quoteAnswered('accepted', formatDateTime(at));
    throw error;
  }
}

export async function decline(db: Database, parts: QuoteParts, reason: string | null, now: Date): Promise<void> {
  refuseSecondAnswer(parts);
  await repository.updateVersion(db, parts.version, {
    answer: 'declined',
    answeredAt: now.toISOString(),
    declineReason: reason,
  });
}
