import { isValidOcr } from '../../shared/ocr';
import type { Database } from '../db/client';
import { invoicesByOcrOrNumber, type PayableCandidate } from '../invoices/service';
import type { IncomingPayment } from './bank-file';

// Which invoice a bank payment pays (MONEY.md decision 3): by its OCR, else by an invoice number in
// its reference or text; what is unclear is left for the user.

const MAX_TOKENS = 40;

/** The invoice's OCR serial in a reference: digits with a valid length and check digit, else null. */
export function ocrSerialOf(reference: string | null): number | null {
  const digits = reference?.replace(/[\s-]/g, '') ?? '';
  if (!isValidOcr(digits) || digits.length < 3) return null;
  if (Number(digits.at(-2)) !== digits.length % 10) return null;
  const serial = Number(digits.slice(0, -2));
  return Number.isSafeInteger(serial) ? serial : null;
}

/** Words of a reference or text that could be an invoice number ("Faktura 2026-1001" → "2026-1001"). */
export function numberTokensOf(...texts: Array<string | null>): string[] {
  const tokens = new Set<string>();
  for (const text of texts)
    for (const token of text?.match(/[\p{L}\p{N}][\p{L}\p{N}/-]*/gu) ?? [])
      if (/\d/.test(token) && token.length <= 40) tokens.add(token);
  return [...tokens].slice(0, MAX_TOKENS);
}

/** For each payment, the open invoice it pays, or null when none or more than one fits. */
export async function matchPayments(
  db: Database,
  organisationId: string,
  payments: IncomingPayment[],
): Promise<Array<PayableCandidate | null>> {
  const serials = payments.map((payment) => ocrSerialOf(payment.reference));
  const tokens = payments.map((payment) => numberTokensOf(payment.reference, payment.text));
  const candidates = await invoicesByOcrOrNumber(
    db,
    organisationId,
    [...new Set(serials.filter((serial): serial is number => serial !== null))],
    [...new Set(tokens.flat())],
  );
  const bySerial = new Map(candidates.map((invoice) => [Number(invoice.ocrSerial), invoice]));
  const byNumber = new Map(candidates.map((invoice) => [invoice.invoiceNumber, invoice]));
  return payments.map((_payment, index) => {
    const serial = serials[index];
    const byOcr = serial === null ? undefined : bySerial.get(serial!);
    if (byOcr) return byOcr.closed ? null : byOcr;
    const named = new Map(
      tokens[index]!.flatMap((token) => (byNumber.has(token) ? [[byNumber.get(token)!.id, byNumber.get(token)!]] : [])),
    );
    if (named.size !== 1) return null;
    const [invoice] = named.values();
    return invoice!.closed ? null : invoice!;
  });
}
