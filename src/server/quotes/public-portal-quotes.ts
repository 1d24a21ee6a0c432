import { and, asc, eq, gte, isNotNull, isNull } from 'drizzle-orm';
import type { PortalQuote } from '../../shared/customer-portal';
import type { Database } from '../db/client';
import { toQuote } from './mapper';
import { partsOf } from './parts';
import { publicView } from './public-view';
import { quoteLinkToken } from './link-token';
import { quotes, quoteVersions } from './tables';

/**
 * A customer's open quotes for their page (QUOTES.md decision 9): sent, unanswered, not withdrawn and
 * still valid, the newest version being the one sent (a version being rewritten is not shown), each
 * with its own link where it is answered (decision 4). At most `limit`, soonest to expire first.
 */
export async function openQuotesOfCustomer(
  db: Database,
  organisationId: string,
  customerId: string,
  today: string,
  limit: number,
  options: { linkSecret: () => Promise<string>; publicUrl: string },
): Promise<PortalQuote[]> {
  const rows = await db
    .select({ quote: quotes })
    .from(quotes)
    .innerJoin(
      quoteVersions,
      and(
        eq(quoteVersions.organisationId, quotes.organisationId),
        eq(quoteVersions.quoteId, quotes.id),
        eq(quoteVersions.version, quotes.currentVersion),
      ),
    )
    .where(
      and(
        eq(quotes.organisationId, organisationId),
        eq(quotes.customerId, customerId),
        isNull(quotes.withdrawnAt),
        isNotNull(quotes.linkTokenHash),
        isNotNull(quoteVersions.sentAt),
        isNull(quoteVersions.answer),
        gte(quoteVersions.validUntil, today),
      ),
    )
    .orderBy(asc(quoteVersions.validUntil), asc(quotes.quoteNumber))
    .limit(limit);
  const secret = await options.linkSecret();
  return Promise.all(
    rows.map(async ({ quote }) => {
      const parts = await partsOf(db, quote, quote.currentVersion);
      const full = toQuote(parts, today);
      const view = await publicView(db, parts, today);
      return {
        number: full.number,
        version: full.version,
        kind: full.kind,
        status: full.status,
        priceType: full.priceType,
        machine: view.machine,
        validUntil: full.validUntil,
        total: full.total,
        link: `${options.publicUrl}/q/${quoteLinkToken(secret, organisationId, quote.id)}`,
      };
    }),
  );
}
