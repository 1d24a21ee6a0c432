import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ocrForInvoiceNumber } from '../../shared/ocr';
import type { DatabaseHandle } from '../db/client';
import { drivers, openTestDatabase } from '../test/database';

// The invoice list's JSON is built by PostgreSQL, so its OCR function must agree with the TypeScript.
describe.each(drivers)('invoice_ocr in the database on %s', (driver) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase(driver);
  });
  afterAll(() => database.close());

  const ocrInDatabase = async (invoiceNumber: string) => {
    const result = await database.db.execute(sql`select invoice_ocr(${invoiceNumber}) as ocr`);
    return (result as unknown as { rows: Array<{ ocr: string }> }).rows[0]!.ocr;
  };

  it.each(['F2026111234', 'F2026-99', 'UTAN-SIFFROR', '', '٣٤٥', '1234567890123456789012345678'])(
    'gives the same OCR for %j',
    async (invoiceNumber) => {
      expect(await ocrInDatabase(invoiceNumber)).toBe(ocrForInvoiceNumber(invoiceNumber));
    },
  );

  it('gives the same OCR for any invoice number', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.string({ maxLength: 50 }), fc.stringMatching(/^[A-Z]{0,3}\d{0,30}$/)),
        async (invoiceNumber) => {
          const cleaned = invoiceNumber.replaceAll('\0', '');
          expect(await ocrInDatabase(cleaned)).toBe(ocrForInvoiceNumber(cleaned));
        },
      ),
      { numRuns: 200 },
    );
  });
});
