import { and, asc, eq, sql } from 'drizzle-orm';
import type { ReferenceRate } from '../../shared/interest';
import type { Database } from '../db/client';
import { referenceRates, reminders } from './tables';

// Reminders and the owner's reference rates (MONEY.md decision 4): only the invoices feature reads them.

export type ReminderRow = typeof reminders.$inferSelect;

export async function insertReminder(db: Database, values: typeof reminders.$inferInsert): Promise<ReminderRow> {
  const [row] = await db.insert(reminders).values(values).returning();
  return row!;
}

export async function remindersOf(db: Database, organisationId: string, invoiceId: string): Promise<ReminderRow[]> {
  return db
    .select()
    .from(reminders)
    .where(and(eq(reminders.organisationId, organisationId), eq(reminders.invoiceId, invoiceId)))
    .orderBy(asc(reminders.number));
}

export async function findReminder(db: Database, organisationId: string, id: string): Promise<ReminderRow | null> {
  const [row] = await db
    .select()
    .from(reminders)
    .where(and(eq(reminders.organisationId, organisationId), eq(reminders.id, id)))
    .limit(1);
  return row ?? null;
}

export async function markReminderSent(db: Database, id: string, at: string): Promise<void> {
  await db.update(reminders).set({ sentAt: at }).where(eq(reminders.id, id));
}

/** The workshop's own reference rates, oldest first. */
export async function ownRates(db: Database, organisationId: string): Promise<ReferenceRate[]> {
  return db
    .select({ validFrom: referenceRates.validFrom, rateBp: referenceRates.rateBp })
    .from(referenceRates)
    .where(eq(referenceRates.organisationId, organisationId))
    .orderBy(asc(referenceRates.validFrom));
}

/** A half-year's rate of the workshop's own; a second for the same half-year replaces the first. */
export async function saveRate(db: Database, values: typeof referenceRates.$inferInsert): Promise<void> {
  await db
    .insert(referenceRates)
    .values(values)
    .onConflictDoUpdate({
      target: [referenceRates.organisationId, referenceRates.validFrom],
      set: { rateBp: values.rateBp, createdBy: values.createdBy, createdAt: sql`now()` },
    });
}
