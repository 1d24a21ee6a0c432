import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { customers } from '../customers/tables';
import { quoteApprovals, quoteItems, quotes, quoteVersions } from './tables';

// The SQL of quotes: a quote, its versions, their lines and approvals (docs/decisions/046).

export type QuoteRow = typeof quotes.$inferSelect;
export type VersionRow = typeof quoteVersions.$inferSelect;
export type ItemRow = typeof quoteItems.$inferSelect;
export type ApprovalRow = typeof quoteApprovals.$inferSelect;
export type NewVersion = Omit<typeof quoteVersions.$inferInsert, 'organisationId' | 'quoteId' | 'version'>;
export type NewItem = Omit<typeof quoteItems.$inferInsert, 'organisationId' | 'versionId'>;

export async function findQuote(db: Database, organisationId: string, id: string, lock = false) {
  const query = db
    .select()
    .from(quotes)
    .where(and(eq(quotes.organisationId, organisationId), eq(quotes.id, id)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** The quote a link's token hash names, in whichever workshop: the hash is the only key the customer holds. */
export async function findQuoteByTokenHash(db: Database, hash: string, lock = false) {
  const query = db.select().from(quotes).where(eq(quotes.linkTokenHash, hash)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function findVersion(db: Database, quote: QuoteRow, version: number) {
  const [row] = await db
    .select()
    .from(quoteVersions)
    .where(
      and(
        eq(quoteVersions.organisationId, quote.organisationId),
        eq(quoteVersions.quoteId, quote.id),
        eq(quoteVersions.version, version),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** The newest version that was sent, if any: what the customer's link shows. */
export async function newestSentVersion(db: Database, quote: QuoteRow) {
  const [row] = await db
    .select()
    .from(quoteVersions)
    .where(
      and(
        eq(quoteVersions.organisationId, quote.organisationId),
        eq(quoteVersions.quoteId, quote.id),
        sql`${quoteVersions.sentAt} is not null`,
      ),
    )
    .orderBy(desc(quoteVersions.version))
    .limit(1);
  return row ?? null;
}

export async function itemsOf(db: Database, organisationId: string, versionIds: string[]) {
  if (versionIds.length === 0) return [];
  return db
    .select()
    .from(quoteItems)
    .where(and(eq(quoteItems.organisationId, organisationId), inArray(quoteItems.versionId, versionIds)))
    .orderBy(asc(quoteItems.position));
}

export async function approvalsOf(db: Database, organisationId: string, versionIds: string[]) {
  if (versionIds.length === 0) return [];
  return db
    .select()
    .from(quoteApprovals)
    .where(and(eq(quoteApprovals.organisationId, organisationId), inArray(quoteApprovals.versionId, versionIds)));
}

export async function insertQuote(db: Database, values: typeof quotes.$inferInsert) {
  const [row] = await db.insert(quotes).values(values).returning();
  return row!;
}

export async function updateQuote(db: Database, quote: QuoteRow, values: Partial<typeof quotes.$inferInsert>) {
  await db
    .update(quotes)
    .set(values)
    .where(and(eq(quotes.organisationId, quote.organisationId), eq(quotes.id, quote.id)));
}

export async function deleteQuote(db: Database, quote: QuoteRow) {
  await db.delete(quotes).where(and(eq(quotes.organisationId, quote.organisationId), eq(quotes.id, quote.id)));
}

export async function insertVersion(db: Database, quote: QuoteRow, version: number, values: NewVersion) {
  const [row] = await db
    .insert(quoteVersions)
    .values({ ...values, organisationId: quote.organisationId, quoteId: quote.id, version })
    .returning();
  return row!;
}

export async function updateVersion(db: Database, version: VersionRow, values: Partial<NewVersion>) {
  await db
    .update(quoteVersions)
    .set(values)
    .where(and(eq(quoteVersions.organisationId, version.organisationId), eq(quoteVersions.id, version.id)));
}

/** The lines of a version, replaced whole: a draft's lines are what its last edit said. */
export async function replaceItems(db: Database, version: VersionRow, items: NewItem[]) {
  await db
    .delete(quoteItems)
    .where(and(eq(quoteItems.organisationId, version.organisationId), eq(quoteItems.versionId, version.id)));
  if (items.length === 0) return;
  await db
    .insert(quoteItems)
    .values(items.map((item) => ({ ...item, organisationId: version.organisationId, versionId: version.id })));
}

export async function insertApproval(db: Database, values: typeof quoteApprovals.$inferInsert) {
  const [row] = await db.insert(quoteApprovals).values(values).returning();
  return row!;
}

export interface QuoteFilter {
  customerId?: string;
  workOrderId?: string;
}

/** The workshop's quotes, newest first, with their newest version and customer's name. */
export async function listQuotes(db: Database, organisationId: string, filter: QuoteFilter) {
  const conditions: SQL[] = [eq(quotes.organisationId, organisationId)];
  if (filter.customerId) conditions.push(eq(quotes.customerId, filter.customerId));
  if (filter.workOrderId) conditions.push(eq(quotes.workOrderId, filter.workOrderId));
  return db
    .select({ quote: quotes, version: quoteVersions })
    .from(quotes)
    .innerJoin(
      quoteVersions,
      and(
        eq(quoteVersions.organisationId, quotes.organisationId),
        eq(quoteVersions.quoteId, quotes.id),
        eq(quoteVersions.version, quotes.currentVersion),
      ),
    )
    .where(and(...conditions))
    .orderBy(desc(quotes.createdAt), desc(quotes.id));
}

export async function customerOf(db: Database, organisationId: string, id: string) {
  const [row] = await db
    .select({
      name: customers.name,
      orgNumber: customers.orgNumber,
      vatNumber: customers.vatNumber,
      country: customers.country,
      email: customers.email,
      phone: customers.phone,
    })
    .from(customers)
    .where(and(eq(customers.organisationId, organisationId), eq(customers.id, id)))
    .limit(1);
  return row ?? null;
}
export type QuoteCustomer = NonNullable<Awaited<ReturnType<typeof customerOf>>>;

/** The first opening of a version's link; a later one changes nothing (decision 3). */
export async function markViewed(db: Database, version: VersionRow, at: string) {
  await db
    .update(quoteVersions)
    .set({ viewedAt: at })
    .where(
      and(
        eq(quoteVersions.organisationId, version.organisationId),
        eq(quoteVersions.id, version.id),
        sql`${quoteVersions.viewedAt} is null`,
      ),
    );
}
