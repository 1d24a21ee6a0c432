import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Rate, RateInput } from '../../shared/time';
import type { Database } from '../db/client';
import { isStillReferenced } from '../db/errors';
import { rates } from './tables';
import { defaultRateHourly, defaultRateNeeded, rateInUse, rateNotFound } from './errors';

// A workshop's prices per hour and per kilometre (docs/team.md decision 8): settings of the workshop, like its payment terms.

export type RateRow = typeof rates.$inferSelect;

/** A rate's price in öre as a scalar subquery, for a query of another feature that prices by it. */
export const ratePriceOre = (rateId: SQL) => sql`(select r.price_ore from rates as r where r.id = ${rateId})`;

export function toRate(row: RateRow): Rate {
  return {
    id: row.id,
    name: row.name,
    unit: row.unit as Rate['unit'],
    price: row.priceOre / 100,
    isDefault: row.isDefault,
  };
}

/** What every new workshop starts with, in the registration's transaction. */
export async function insertDefaultRate(db: Database, organisationId: string): Promise<void> {
  await db.insert(rates).values({ organisationId, name: 'Verkstadstimme', unit: 'h', priceOre: 0, isDefault: true });
}

export async function listRates(db: Database, organisationId: string): Promise<Rate[]> {
  const rows = await db
    .select()
    .from(rates)
    .where(eq(rates.organisationId, organisationId))
    .orderBy(asc(rates.createdAt), asc(rates.id))
    .limit(200);
  return rows.map(toRate);
}

export async function findRate(db: Database, organisationId: string, id: string): Promise<RateRow | null> {
  const [row] = await db
    .select()
    .from(rates)
    .where(and(eq(rates.organisationId, organisationId), eq(rates.id, id)))
    .limit(1);
  return row ?? null;
}

export async function findDefaultRate(db: Database, organisationId: string): Promise<RateRow | null> {
  const [row] = await db
    .select()
    .from(rates)
    .where(and(eq(rates.organisationId, organisationId), eq(rates.isDefault, true)))
    .limit(1);
  return row ?? null;
}

/** The workshop's rates locked for the transaction: moving the default is one change at a time. */
async function lockRates(db: Database, organisationId: string): Promise<void> {
  await db.select({ id: rates.id }).from(rates).where(eq(rates.organisationId, organisationId)).for('update');
}

function refuseNonHourlyDefault(input: RateInput): void {
  if (input.isDefault && input.unit !== 'h') throw defaultRateHourly().at('isDefault');
}

export async function createRate(db: Database, organisationId: string, input: RateInput): Promise<Rate> {
  refuseNonHourlyDefault(input);
  return db.transaction(async (tx) => {
    await lockRates(tx, organisationId);
    if (input.isDefault)
      await tx.update(rates).set({ isDefault: false }).where(eq(rates.organisationId, organisationId));
    const [row] = await tx
      .insert(rates)
      .values({
        organisationId,
        name: input.name,
        unit: input.unit,
        priceOre: Math.round(input.price * 100),
        isDefault: input.isDefault ?? false,
      })
      .returning();
    return toRate(row!);
  });
}

/** `isDefault: true` moves the default here; the default itself cannot be unset or stop being hourly. */
export async function updateRate(db: Database, organisationId: string, id: string, input: RateInput): Promise<Rate> {
  refuseNonHourlyDefault(input);
  return db.transaction(async (tx) => {
    await lockRates(tx, organisationId);
    const existing = await findRate(tx, organisationId, id);
    if (!existing) throw rateNotFound();
    if (existing.isDefault && (input.isDefault === false || input.unit !== 'h')) throw defaultRateNeeded();
    const isDefault = existing.isDefault || input.isDefault === true;
    if (isDefault && !existing.isDefault)
      await tx.update(rates).set({ isDefault: false }).where(eq(rates.organisationId, organisationId));
    const [row] = await tx
      .update(rates)
      .set({ name: input.name, unit: input.unit, priceOre: Math.round(input.price * 100), isDefault })
      .where(eq(rates.id, id))
      .returning();
    return toRate(row!);
  });
}

/** Refused (409) once time is recorded on it, and for the default. */
export async function deleteRate(db: Database, organisationId: string, id: string): Promise<void> {
  const existing = await findRate(db, organisationId, id);
  if (!existing) throw rateNotFound();
  if (existing.isDefault) throw defaultRateNeeded();
  try {
    await db
      .delete(rates)
      .where(and(eq(rates.organisationId, organisationId), eq(rates.id, id), sql`not ${rates.isDefault}`));
  } catch (error) {
    if (isStillReferenced(error)) throw rateInUse();
    throw error;
  }
}
