import type { Database } from '../db/client';
import { insertUnderNextFreeNumber, takeFreeNumbers } from '../db/number-series';
import { numericCustomerNumbersFrom } from './repository';

/** Customer numbers are a series per workshop from 1001 (docs/workshop.md); numbers typed by hand or imported are skipped. */
const FIRST_CUSTOMER_NUMBER = 1001;

export function insertUnderNextCustomerNumber<T>(
  db: Database,
  organisationId: string,
  tryInsert: (number: string) => Promise<T | null>,
): Promise<T | null> {
  return insertUnderNextFreeNumber(db, organisationId, 'customer', FIRST_CUSTOMER_NUMBER, {
    format: String,
    takenFrom: (from) => numericCustomerNumbersFrom(db, organisationId, from),
    tryInsert,
  });
}

/** The next `count` free customer numbers, for an import's rows without one; `alsoTaken`: numbers its other rows give. */
export async function takeCustomerNumbers(
  db: Database,
  organisationId: string,
  count: number,
  alsoTaken: string[],
): Promise<string[]> {
  const given = alsoTaken.filter((number) => /^[0-9]{1,15}$/.test(number)).map(Number);
  const numbers = await takeFreeNumbers(db, organisationId, 'customer', FIRST_CUSTOMER_NUMBER, count, async (from) => [
    ...(await numericCustomerNumbersFrom(db, organisationId, from)),
    ...given,
  ]);
  return numbers.map(String);
}
