import { foreignKey, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/tables';
import { customers } from '../customers/tables';
import { createdAt, organisationId, tenantPrimaryKey } from '../db/schema/columns';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });

/**
 * The customer's page link (*kundsida*, QUOTES.md decision 9; docs/decisions/055): one row per customer
 * that ever had one. The token is derived from the row's generation (HMAC under the link key), never
 * stored; only its SHA-256 is, and only while the link works. A new link or a revocation moves the
 * generation on, so a revoked token never comes back.
 */
export const customerPortalLinks = pgTable(
  'customer_portal_links',
  {
    id: uuid('id').notNull().defaultRandom(),
    organisationId: organisationId(),
    customerId: uuid('customer_id').notNull(),
    /** 1 for the first link, one more at every new link. */
    generation: integer('generation').notNull().default(1),
    /** SHA-256 (hex) of the working token; null once revoked. */
    tokenHash: text('token_hash'),
    issuedAt: at('issued_at').notNull().defaultNow(),
    issuedBy: uuid('issued_by').references(() => users.id, { onDelete: 'set null' }),
    revokedAt: at('revoked_at'),
    /**
     * When the customer last opened the page on this link, as far as recorded: at most once a quarter
     * of an hour (docs/decisions/071); null for a new link until it is opened.
     */
    lastOpenedAt: at('last_opened_at'),
    createdAt: createdAt(),
  },
  (table) => [
    tenantPrimaryKey('customer_portal_links', table),
    foreignKey({
      name: 'customer_portal_links_customer_id_customers_id_fk',
      columns: [table.organisationId, table.customerId],
      foreignColumns: [customers.organisationId, customers.id],
    }).onDelete('cascade'),
    uniqueIndex('customer_portal_links_customer_unique').on(table.organisationId, table.customerId),
    uniqueIndex('customer_portal_links_token_hash_unique').on(table.tokenHash, table.organisationId),
    index('customer_portal_links_export_order_idx').on(table.organisationId, table.createdAt, table.id),
  ],
);
