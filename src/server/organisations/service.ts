import { and, asc, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { Company } from '../../shared/company';
import { DEFAULT_PAYMENT_TERMS_DAYS } from '../../shared/invoices';
import type { Database } from '../db/client';
import { orgNumberTaken } from './errors';
import { organisations } from './tables';
import { insertDefaultRate } from './rates';

/**
 * The one owner of the organisations table: a workshop's name, its seller details and its payment
 * terms. Other features ask here rather than reading the table themselves (docs/decisions/008). The
 * workshop row has no rules of its own beyond its reads and writes, so they are this service itself:
 * there is no repository behind it to re-export.
 */
export {
  createRate,
  deleteRate,
  findDefaultRate,
  findRate,
  listRates,
  ratePriceOre,
  toRate,
  updateRate,
  type RateRow,
} from './rates';

const companyColumns = {
  name: organisations.name,
  orgNumber: organisations.orgNumber,
  vatNumber: organisations.vatNumber,
  fTax: organisations.fTax,
  street: organisations.street,
  postalCode: organisations.postalCode,
  city: organisations.city,
  bankgiro: organisations.bankgiro,
  plusgiro: organisations.plusgiro,
  iban: organisations.iban,
  bic: organisations.bic,
  email: organisations.email,
  phone: organisations.phone,
  paymentTermsDays: organisations.paymentTermsDays,
  reminderFee: sql<number>`(${organisations.reminderFeeOre} / 100.0)::float8`,
  reminderFeeAgreed: organisations.reminderFeeAgreed,
  chargeLatePaymentCompensation: organisations.chargeLatePaymentCompensation,
  interestRate: sql<number | null>`(${organisations.interestRateBp} / 100.0)::float8`,
  showSignatureOnInvoice: organisations.showSignatureOnInvoice,
};

/** A new workshop with its default hourly rate; in the caller's transaction (registration). */
export async function insertOrganisation(db: Database, name: string): Promise<{ id: string; name: string }> {
  const [row] = await db
    .insert(organisations)
    .values({ name })
    .returning({ id: organisations.id, name: organisations.name });
  await insertDefaultRate(db, row!.id);
  return row!;
}

export async function renameOrganisation(db: Database, organisationId: string, name: string): Promise<void> {
  await db.update(organisations).set({ name }).where(eq(organisations.id, organisationId));
}

export async function findCompany(db: Database, organisationId: string): Promise<Company> {
  const [row] = await db
    .select(companyColumns)
    .from(organisations)
    .where(eq(organisations.id, organisationId))
    .limit(1);
  return row!;
}

/**
 * An organisation number is one workshop's in an installation: another workshop saving it (invoices,
 * SIE files and the staff ledger in another business's name) answers 409. A number the workshop
 * already has may be saved again, even where an older installation holds it twice. (A bankgiro is
 * not checked: one typed by mistake only sends that workshop's own customers' money elsewhere.)
 */
const ownedOnce = [{ field: 'orgNumber', column: organisations.orgNumber, refusal: orgNumberTaken }] as const;

export async function updateCompany(
  db: Database,
  organisationId: string,
  input: Partial<typeof organisations.$inferInsert>,
): Promise<Company> {
  return db.transaction(async (tx) => {
    for (const { field, column, refusal } of ownedOnce) {
      const value = input[field];
      if (!value) continue;
      // Two workshops saving one number at once queue here, on every server.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`organisation-${field}:${value}`}))`);
      const [holder] = await tx
        .select({ id: organisations.id })
        .from(organisations)
        .where(and(eq(column, value), ne(organisations.id, organisationId)))
        .limit(1);
      const [own] = await tx
        .select({ value: column })
        .from(organisations)
        .where(eq(organisations.id, organisationId))
        .limit(1);
      if (holder && own?.value !== value) throw refusal().at(field);
    }
    const [row] = await tx
      .update(organisations)
      .set(input)
      .where(eq(organisations.id, organisationId))
      .returning(companyColumns);
    return row!;
  });
}

/** The owner's switch for drafts by a language model (ASSISTANT.md decision 3). */
export async function findAiDraftsEnabled(db: Database, organisationId: string): Promise<boolean> {
  const [row] = await db
    .select({ enabled: organisations.aiDraftsEnabled })
    .from(organisations)
    .where(eq(organisations.id, organisationId))
    .limit(1);
  return row?.enabled ?? false;
}

export async function setAiDraftsEnabled(db: Database, organisationId: string, enabled: boolean): Promise<void> {
  await db.update(organisations).set({ aiDraftsEnabled: enabled }).where(eq(organisations.id, organisationId));
}

export async function findPaymentTermsDays(db: Database, organisationId: string): Promise<number> {
  const [row] = await db
    .select({ days: organisations.paymentTermsDays })
    .from(organisations)
    .where(eq(organisations.id, organisationId))
    .limit(1);
  return row?.days ?? DEFAULT_PAYMENT_TERMS_DAYS;
}

/** The workshop's agreed interest rate in hundredths of a percent, or null (the reference rate + 8), as a scalar subquery. */
export function organisationInterestRateOf(organisationId: SQL): SQL<number | null> {
  return sql<number | null>`(select o.interest_rate_bp from organisations as o where o.id = ${organisationId})`;
}

/**
 * The workshop's name as a scalar subquery, for a query of another feature that shows it in one round
 * trip: a session's user (auth/repository.ts), an invitation (team/repository.ts), the outbox's
 * reply-to (mail/sender.ts).
 */
export function organisationNameOf(organisationId: SQL | typeof organisations.id | unknown): SQL<string> {
  return sql<string>`(select o.name from organisations as o where o.id = ${organisationId})`;
}

/** Whole days since the workshop registered, as a scalar subquery (a new workshop sends less mail). */
export function organisationAgeDaysOf(organisationId: SQL | string): SQL<number> {
  return sql<number>`(select floor(extract(epoch from now() - o.created_at) / 86400)::int from organisations as o where o.id = ${organisationId})`;
}

/** The workshop registered first: its owners administer the installation (DATA.md decision 1). */
export async function findFirstOrganisationId(db: Database): Promise<string | null> {
  const [row] = await db
    .select({ id: organisations.id })
    .from(organisations)
    .orderBy(asc(organisations.createdAt), asc(organisations.id))
    .limit(1);
  return row?.id ?? null;
}
