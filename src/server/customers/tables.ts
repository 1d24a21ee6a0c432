import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, tenantPrimaryKey, organisationId } from '../db/schema/columns';

// A workshop's customers (docs/workshop.md).

/** A workshop's customers (docs/workshop.md): the records invoices and work orders name. */
export const customers = pgTable(
  'customers',
  {
    id: uuid('id').notNull().defaultRandom(),
    organisationId: organisationId(),
    customerNumber: text('customer_number').notNull(),
    name: text('name').notNull(),
    orgNumber: text('org_number'),
    email: text('email'),
    phone: text('phone'),
    contactPerson: text('contact_person'),
    street: text('street'),
    postalCode: text('postal_code'),
    city: text('city'),
    /** ISO 3166 alpha-2; Swedish checks (postal code, identity number) apply to 'SE' only. */
    country: text('country').notNull().default('SE'),
    /** A buyer's VAT number, printed for reverse charge (an EU business) and kept as given. */
    vatNumber: text('vat_number'),
    paymentTermsDays: integer('payment_terms_days'),
    /** Where its e-invoices go (MONEY.md decision 7): `scheme:identifier`, e.g. 0007:5560360793. */
    peppolId: text('peppol_id'),
    /** Er referens: the buyer's reference its invoices start from. */
    reference: text('reference'),
    notes: text('notes'),
    /** The name as a key whose byte order is Swedish alphabetical order (Å, Ä, Ö after Z), the same on every server. */
    sortKey: text('sort_key').notNull(),
    /** Number, name, organisation number, e-mail and city in lower case (sv-SE), for `q`. */
    searchText: text('search_text').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    tenantPrimaryKey('customers', table),
    // Pages of the workshop's export in the order they were written (docs/decisions/027).
    index('customers_export_order_idx').on(table.organisationId, table.createdAt, table.id),
    uniqueIndex('customers_number_unique').on(table.organisationId, table.customerNumber),
    // In the key's byte order, as the list sorts it (COLLATE "C"), whatever the database's default collation.
    index('customers_sort_idx').on(table.organisationId, sql`${table.sortKey} collate "C"`, table.id),
  ],
);
