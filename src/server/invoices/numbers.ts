import type { Database } from '../db/client';
import { peekNextNumber, takeNextNumber } from '../db/number-series';
import { isInvoiceNumberTaken } from './repository';

/**
 * Invoice numbers are a running series per workshop and month, F{yyyy}{mm}{nnnn} from 1000
 * (mervärdesskattelagen 17 kap. 24 §: a löpnummer; docs/invoicing.md). Credit notes take the next one too.
 */
const FIRST_IN_MONTH = 1000;
/** Every invoice's OCR reference is made from a running serial per workshop, from 1001: unique by construction. */
const FIRST_OCR_SERIAL = 1001;
/** A client's own numbers may sit in the series' way; past them the series goes on. */
const MAX_SKIPS = 100;

const seriesOf = (invoiceDate: string) => invoiceDate.slice(0, 7).replace('-', '');

/**
 * Inserts under the next number of the invoice date's month, skipping numbers a client gave by hand.
 * Returns null only when a hundred numbers in a row are taken.
 */
export async function insertUnderNextNumber<T>(
  db: Database,
  organisationId: string,
  invoiceDate: string,
  tryInsert: (number: string) => Promise<T | null>,
): Promise<T | null> {
  const period = seriesOf(invoiceDate);
  for (let attempt = 0; attempt < MAX_SKIPS; attempt++) {
    const suffix = await takeNextNumber(db, organisationId, `invoice:${period}`, FIRST_IN_MONTH);
    const row = await tryInsert(`F${period}${suffix}`);
    if (row) return row;
  }
  return null;
}

/** The number the next invoice dated `invoiceDate` will get, if nobody takes it first. */
export async function nextInvoiceNumber(db: Database, organisationId: string, invoiceDate: string): Promise<string> {
  const period = seriesOf(invoiceDate);
  let suffix = await peekNextNumber(db, organisationId, `invoice:${period}`, FIRST_IN_MONTH);
  for (let attempt = 0; attempt < MAX_SKIPS && (await isInvoiceNumberTaken(db, organisationId, `F${period}${suffix}`, null)); attempt++) suffix += 1;
  return `F${period}${suffix}`;
}

export function takeOcrSerial(db: Database, organisationId: string): Promise<number> {
  return takeNextNumber(db, organisationId, 'ocr', FIRST_OCR_SERIAL);
}
