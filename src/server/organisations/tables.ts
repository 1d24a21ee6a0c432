import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, tenantPrimaryKey, organisationId } from '../db/schema/columns';
import { DEFAULT_PAYMENT_TERMS_DAYS } from '../../shared/invoices';

// The workshop row and what it sells by the hour and the kilometre (docs/decisions/008: organisations owns the workshop row).

/** A workshop. Every business row belongs to one; every query filters on it. */
export const organisations = pgTable('organisations', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  orgNumber: text('org_number').notNull().default(''),
  vatNumber: text('vat_number').notNull().default(''),
  fTax: boolean('f_tax').notNull().default(false),
  street: text('street').notNull().default(''),
  postalCode: text('postal_code').notNull().default(''),
  city: text('city').notNull().default(''),
  bankgiro: text('bankgiro').notNull().default(''),
  plusgiro: text('plusgiro').notNull().default(''),
  iban: text('iban').notNull().default(''),
  bic: text('bic').notNull().default(''),
  email: text('email').notNull().default(''),
  phone: text('phone').notNull().default(''),
  paymentTermsDays: integer('payment_terms_days').notNull().default(DEFAULT_PAYMENT_TERMS_DAYS),
  // Late payment (MONEY.md decision 4): what a reminder charges.
  /** Påminnelseavgift in öre, at most 60 kr, charged only while agreed in the terms. */
  reminderFeeOre: bigint('reminder_fee_ore', { mode: 'number' }).notNull().default(0),
  reminderFeeAgreed: boolean('reminder_fee_agreed').notNull().default(false),
  /** Förseningsersättning 450 kr to business customers, once per invoice. */
  chargeLatePaymentCompensation: boolean('charge_late_payment_compensation').notNull().default(true),
  /** An agreed interest rate in hundredths of a percent; null: the reference rate + 8 percentage points. */
  interestRateBp: integer('interest_rate_bp'),
  /** The owner's switch for drafts by a language model (ASSISTANT.md decision 3); the server must have a model too. */
  aiDraftsEnabled: boolean('ai_drafts_enabled').notNull().default(false),
  /** The invoice PDF prints "Arbetet godkänt av {name} {date}" from the job's signature (FIELD.md decision 5). */
  showSignatureOnInvoice: boolean('show_signature_on_invoice').notNull().default(false),
  createdAt: createdAt(),
});

/** A price per hour or per kilometre; exactly one hourly rate per workshop is the default. */
export const rates = pgTable(
  'rates',
  {
    id: uuid('id').notNull().defaultRandom(),
    organisationId: organisationId(),
    name: text('name').notNull(),
    unit: text('unit').notNull(),
    /** Excl. VAT, in öre. */
    priceOre: bigint('price_ore', { mode: 'number' }).notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [
    tenantPrimaryKey('rates', table),
    index('rates_organisation_idx').on(table.organisationId, table.createdAt),
    uniqueIndex('rates_one_default')
      .on(table.organisationId)
      .where(sql`${table.isDefault}`),
    check('rates_unit_check', sql`${table.unit} in ('h', 'km')`),
    check('rates_default_is_hourly', sql`not ${table.isDefault} or ${table.unit} = 'h'`),
    check('rates_price_check', sql`${table.priceOre} >= 0`),
  ],
);
