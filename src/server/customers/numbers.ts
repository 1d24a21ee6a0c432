import type { Database } from '../db/client';
import { takeNextNumber } from '../db/number-series';

/** Customer numbers are a series per workshop from 1001 (docs/workshop.md); a number typed by hand is skipped. */
const FIRST_CUSTOMER_NUMBER = 1001;
const MAX_SKIPS = 100;

export async function insertUnderNextCustomerNumber<T>(
  db: Database,
  organisationId: string,
  tryInsert: (number: string) => Promise<T | null>,
): Promise<T | null> {
  for (let attempt = 0; attempt < MAX_SKIPS; attempt++) {
    const row = await tryInsert(String(await takeNextNumber(db, organisationId, 'customer', FIRST_CUSTOMER_NUMBER)));
    if (row) return row;
  }
  return null;
}
