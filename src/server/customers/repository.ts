import { and, asc, eq, inArray, like, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rowsOf } from '../db/rows';
import { totalOf } from '../db/list-total';
import { customers } from './tables';
import { insertJsonRows } from '../db/json-insert';

export type CustomerRow = typeof customers.$inferSelect;
export type NewCustomerRow = typeof customers.$inferInsert;

const inWorkshop = (organisationId: string) => eq(customers.organisationId, organisationId);

export async function listCustomers(
  db: Database,
  organisationId: string,
  pattern: string | null,
  limit: number,
  offset: number,
) {
  const where = and(inWorkshop(organisationId), pattern ? like(customers.searchText, pattern) : undefined);
  const rows = await db
    .select()
    .from(customers)
    .where(where)
    // Byte order of the sort key is Swedish order (shared/text-keys.ts), whatever the server's collations.
    .orderBy(sql`${customers.sortKey} collate "C"`, asc(customers.id))
    .limit(limit)
    .offset(offset);
  const total = await totalOf(rows.length, limit, offset, () =>
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(customers)
      .where(where),
  );
  return { rows, total };
}

export async function findCustomer(
  db: Database,
  organisationId: string,
  id: string,
  lock = false,
): Promise<CustomerRow | null> {
  const query = db
    .select()
    .from(customers)
    .where(and(inWorkshop(organisationId), eq(customers.id, id)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** The workshop's customers among the ids (others are left out). */
export async function findCustomers(db: Database, organisationId: string, ids: string[]): Promise<CustomerRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(customers)
    .where(and(inWorkshop(organisationId), inArray(customers.id, ids)));
}

/** Null when the number is taken (unique index), without aborting the transaction. */
export async function insertCustomer(db: Database, values: NewCustomerRow): Promise<CustomerRow | null> {
  const [row] = await db
    .insert(customers)
    .values(values)
    .onConflictDoNothing({ target: [customers.organisationId, customers.customerNumber] })
    .returning();
  return row ?? null;
}

/** Inserts many rows in one statement; returns the numbers that were free (a taken one is skipped). */
/** Inserts many customers in one statement; answers the numbers inserted (a number taken meanwhile is not). */
export async function insertCustomers(db: Database, values: NewCustomerRow[]): Promise<Set<string>> {
  return new Set(
    await insertJsonRows(db, customers, values, {
      conflictColumns: ['organisationId', 'customerNumber'],
      returning: 'customerNumber',
    }),
  );
}

export async function updateCustomer(
  db: Database,
  organisationId: string,
  id: string,
  values: Partial<NewCustomerRow>,
): Promise<CustomerRow | null> {
  const [row] = await db
    .update(customers)
    .set(values)
    .where(and(inWorkshop(organisationId), eq(customers.id, id)))
    .returning();
  return row ?? null;
}

export async function deleteCustomer(db: Database, organisationId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(customers)
    .where(and(inWorkshop(organisationId), eq(customers.id, id)))
    .returning({ id: customers.id });
  return rows.length > 0;
}

export async function isCustomerNumberTaken(
  db: Database,
  organisationId: string,
  customerNumber: string,
  exceptId: string | null = null,
): Promise<boolean> {
  const [row] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(and(inWorkshop(organisationId), eq(customers.customerNumber, customerNumber)))
    .limit(1);
  return row !== undefined && row.id !== exceptId;
}

/** Customer numbers of the workshop that are whole numbers at or after `from` (the series' way). */
export async function numericCustomerNumbersFrom(
  db: Database,
  organisationId: string,
  from: number,
): Promise<number[]> {
  const rows = await rowsOf<{ n: string }>(
    db,
    sql`
    select n from (
      select case when customer_number ~ '^[0-9]{1,15}$' then customer_number::bigint end as n
      from customers where organisation_id = ${organisationId}
    ) numbered where n >= ${from} order by n`,
  );
  return rows.map((row) => Number(row.n));
}

export async function takenCustomerNumbers(
  db: Database,
  organisationId: string,
  numbers: string[],
): Promise<Set<string>> {
  if (numbers.length === 0) return new Set();
  const rows = await db
    .select({ number: customers.customerNumber })
    .from(customers)
    .where(and(inWorkshop(organisationId), inArray(customers.customerNumber, numbers)));
  return new Set(rows.map((row) => row.number));
}
