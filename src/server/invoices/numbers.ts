import type { Database } from '../db/client';
import { firstFree, insertUnderNextFreeNumber, peekNextNumber, takeNextNumber } from '../db/number-series';
import { invoiceSuffixesFrom } from './repository';

/**
 * Invoice numbers are a running series per workshop and month, F{yyyy}{mm}{nnnn} from 1000
 * (mervärdesskattelagen 17 kap. 24 §: a löpnummer; docs/invoicing.md). Credit notes take the next one too.
 */
const FIRST_IN_MONTH = 1000;
/** Every invoice's OCR reference is made from a running serial per workshop, from 1001: unique by construction. */
const FIRST_OCR_SERIAL = 1001;

const seriesOf = (invoiceDate: string) => invoiceDate.slice(0, 7).replace('-', '');

/**
 * Inserts under the next number of the invoice date's month, skipping numbers a client gave by hand.
 */
export async function insertUnderNextNumber<T>(
  db: Database,
  organisationId: string,
  invoiceDate: string,
  tryInsert: (number: string) => Promise<T | null>,
): Promise<T | null> {
  const period = seriesOf(invoiceDate);
  return insertUnderNextFreeNumber(db, organisationId, `invoice:${period}`, FIRST_IN_MONTH, {
    format: (suffix) => `F${period}${suffix}`,
    takenFrom: (from) => invoiceSuffixesFrom(db, organisationId, `F${period}`, from),
    tryInsert,
  });
}

/** The number the next invoice dated `invoiceDate` will get, if nobody takes it first. */
export async function nextInvoiceNumber(db: Database, organisationId: string, invoiceDate: string): Promise<string> {
  const period = seriesOf(invoiceDate);
  const suffix = await peekNextNumber(db, organisationId, `invoice:${period}`, FIRST_IN_MONTH);
  return `F${period}${firstFree(suffix, await invoiceSuffixesFrom(db, organisationId, `F${period}`, suffix))}`;
}

export function takeOcrSerial(db: Database, organisationId: string): Promise<number> {
  return takeNextNumber(db, organisationId, 'ocr', FIRST_OCR_SERIAL);
}
