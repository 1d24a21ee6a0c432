import type { Database } from '../db/client';
import { insertUnderNextFreeNumber } from '../db/number-series';
import { numericCustomerNumbersFrom } from './repository';

/** Customer numbers are a series per workshop from 1001 (docs/workshop.md); numbers typed by hand or imported are skipped. */
const FIRST_CUSTOMER_NUMBER = 1001;

export function insertUnderNextCustomerNumber<T>(db: Database, organisationId: string, tryInsert: (number: string) => Promise<T | null>): Promise<T | null> {
  return insertUnderNextFreeNumber(db, organisationId, 'customer', FIRST_CUSTOMER_NUMBER, {
    format: String,
    takenFrom: (from) => numericCustomerNumbersFrom(db, organisationId, from),
    tryInsert,
  });
}
