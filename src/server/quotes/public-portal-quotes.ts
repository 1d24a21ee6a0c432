import { and, asc, eq, gte, isNotNull, isNull, sql } from 'drizzle-orm';
import type { PortalQuote } from '../../shared/customer-portal';
import type { Database } from '../db/client';
import { machineNameOf } from '../machines/service';
import { toQuote } from './mapper';
import { quoteLinkToken } from './link-token';
import * as repository from './repository';
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
    .select({
      quote: quotes,
      version: quoteVersions,
      machine: machineNameOf(sql`${quotes.organisationId}`, sql`${quotes.machineId}`),
    })
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
  if (rows.length === 0) return [];
  // Every quote's lines and approvals in one read each, and their customer once: the page's cost does
  // not grow with its quotes (docs/decisions/071).
  const versionIds = rows.map((row) => row.version.id);
  const [items, approvals, customer, secret] = await Promise.all([
    repository.itemsOf(db, organisationId, versionIds),
    repository.approvalsOf(db, organisationId, versionIds),
    repository.customerOf(db, organisationId, customerId),
    options.linkSecret(),
  ]);
  return rows.map(({ quote, version, machine }) => {
    const full = toQuote(
      {
        quote,
        version,
        items: items.filter((item) => item.versionId === version.id),
        approval: approvals.find((approval) => approval.versionId === version.id) ?? null,
        customer: customer!,
      },
      today,
    );
    return {
      number: full.number,
      version: full.version,
      kind: full.kind,
      status: full.status,
      priceType: full.priceType,
      machine,
      validUntil: full.validUntil,
      total: full.total,
      link: `${options.publicUrl}/q/${quoteLinkToken(secret, organisationId, quote.id)}`,
    };
  });
}
