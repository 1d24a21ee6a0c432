import {
  PORTAL_LIMITS,
  PORTAL_OPENING_RECORDED_EVERY_MS,
  portalSchema,
  type PortalLinkStatus,
} from '../../shared/customer-portal';
import { swedishDate } from '../../shared/dates';
import { recordEvent, type Actor } from '../audit/service';
import type { CachedPage, ListCache, OriginHeader } from '../cache/list-cache';
import { requireCustomer } from '../customers/service';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { linkSecretOf } from '../quotes/service';
import { portalNotFound } from './errors';
import { isWellFormedToken, pageUrl, portalToken, tokenHash, type PortalLinkOptions } from './link-token';
import { readPortal } from './portal-read';
import * as repository from './repository';

// The customer's page link (QUOTES.md decision 9; docs/decisions/055): one per customer, shown once,
// a new one ends the old, revoked at will and when the customer is erased.

export type { PortalLinkOptions } from './link-token';
export { PORTAL_LIMITS };

/** The server's link key (the one quotes' links use, decision 050) and where the pages are. */
export const portalLinksOf = (config: Pick<Config, 'publicUrl' | 'linkSecret' | 'dataDir'>): PortalLinkOptions => ({
  linkSecret: linkSecretOf(config),
  publicUrl: config.publicUrl,
});

/** POST /customers/{id}/portal-link: a new link, the one before it ended in the same transaction. */
export async function createPortalLink(
  db: Database,
  actor: Actor,
  customerId: string,
  now: Date,
  options: PortalLinkOptions,
): Promise<{ link: string }> {
  const secret = await options.linkSecret();
  const { organisationId } = actor;
  const row = await db.transaction(async (tx) => {
    await requireCustomer(tx, organisationId, customerId, true);
    const issued = await repository.issueLink(
      tx,
      { organisationId, customerId, issuedBy: actor.id, now: now.toISOString() },
      (generation) => tokenHash(portalToken(secret, organisationId, customerId, generation)),
    );
    await recordEvent(tx, actor, 'customer', customerId, 'portal_link_created', [
      { field: 'portalLink', from: issued.generation > 1 ? 'ersatt' : null, to: 'skapad' },
    ]);
    return issued;
  });
  return { link: pageUrl(options, portalToken(secret, organisationId, customerId, row.generation)) };
}

/** DELETE /customers/{id}/portal-link: the link stops working; 204 also when there was none. */
export async function revokePortalLink(db: Database, actor: Actor, customerId: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await requireCustomer(tx, actor.organisationId, customerId, true);
    const revoked = await revokeLinkOf(tx, actor.organisationId, customerId, now);
    if (revoked)
      await recordEvent(tx, actor, 'customer', customerId, 'portal_link_revoked', [
        { field: 'portalLink', from: 'skapad', to: null },
      ]);
  });
}

/** In the caller's transaction (erasure): ends the customer's working link, if any. True when one ended. */
export async function revokeLinkOf(db: Database, organisationId: string, customerId: string, now: Date) {
  const row = await repository.findLink(db, organisationId, customerId, true);
  if (!row?.tokenHash) return false;
  await repository.revokeLink(db, row, now.toISOString());
  return true;
}

/**
 * The working link of a customer's page, for a message to the customer (customer-messages' port): the
 * same link staff handed out, derived again from its generation. Null when the customer has none: a
 * message never creates one (docs/decisions/055).
 */
export async function currentPortalLink(
  db: Database,
  organisationId: string,
  customerId: string,
  options: PortalLinkOptions,
): Promise<string | null> {
  const row = await repository.findLink(db, organisationId, customerId);
  if (!row?.tokenHash) return null;
  const token = portalToken(await options.linkSecret(), organisationId, customerId, row.generation);
  // A changed key ends every link (decision 050): the message then goes without it.
  return tokenHash(token) === row.tokenHash ? pageUrl(options, token) : null;
}

const iso = (at: string | null) => (at === null ? null : new Date(at).toISOString());

/**
 * GET /customers/{id}/portal-link: whether the customer has a working page link, since when and when it
 * was last opened; never the token or its hash. Another workshop's customer is 404.
 */
export async function portalLinkStatus(
  db: Database,
  organisationId: string,
  customerId: string,
): Promise<PortalLinkStatus> {
  await requireCustomer(db, organisationId, customerId);
  const row = await repository.findLink(db, organisationId, customerId);
  if (!row) return { active: false, issuedAt: null, revokedAt: null, lastOpenedAt: null };
  return {
    active: row.tokenHash !== null,
    issuedAt: iso(row.issuedAt),
    revokedAt: iso(row.revokedAt),
    lastOpenedAt: iso(row.lastOpenedAt),
  };
}

/** The working link a presented token names; unknown, malformed and revoked alike 404. */
async function requireLink(db: Database, token: string) {
  if (!isWellFormedToken(token)) throw portalNotFound();
  const row = await repository.findByTokenHash(db, tokenHash(token));
  if (!row?.tokenHash) throw portalNotFound();
  return { ...row, tokenHash: row.tokenHash };
}

/** The workshop and customer a presented token opens; unknown, malformed and revoked alike 404. */
export async function requirePortalOwner(db: Database, token: string) {
  const row = await requireLink(db, token);
  return { organisationId: row.organisationId, customerId: row.customerId };
}

/** Bookings start and end on quarter hours, so what is "upcoming" changes only when a quarter begins. */
const QUARTER_MS = 15 * 60 * 1000;

/**
 * GET /public/portal/{token}, as the JSON text sent. The token is looked up at every call (a revoked link
 * ends at once); the page itself is kept in the list cache until the workshop's next change, keyed by the
 * customer, the Swedish day (overdue invoices, expired quotes) and the quarter hour (upcoming bookings),
 * as the planning board is (docs/decisions/077). The opening is written when none was in the last quarter
 * of an hour (docs/decisions/071): the office sees that the customer uses the link, and a page read in
 * between costs no write.
 */
export async function openPortal(
  db: Database,
  lists: ListCache,
  token: string,
  now: Date,
  options: PortalLinkOptions,
  origin?: OriginHeader,
): Promise<CachedPage> {
  const link = await requireLink(db, token);
  const owner = { organisationId: link.organisationId, customerId: link.customerId };
  const lastOpened = link.lastOpenedAt === null ? null : Date.parse(link.lastOpenedAt);
  const isDue = lastOpened === null || now.getTime() - lastOpened >= PORTAL_OPENING_RECORDED_EVERY_MS;
  const today = swedishDate(now);
  const quarter = Math.floor(now.getTime() / QUARTER_MS);
  const [page] = await Promise.all([
    lists.read(
      owner.organisationId,
      `portal|${owner.customerId}|${today}|${quarter}`,
      async () => {
        // Through the page's schema, as Fastify's serializer would: nothing but what the schema names is kept.
        const portal = portalSchema.parse(await readPortal(db, owner, now, today, options));
        return { json: JSON.stringify(portal), total: 0 };
      },
      origin,
    ),
    isDue ? repository.markOpened(db, link, now.toISOString()) : null,
  ]);
  return page;
}
