import type { PartUnit } from './parts';

/**
 * What an invoice line's quantity counts. Each has its UN/ECE Recommendation 20 code, which the
 * e-invoice carries (MONEY.md decision 7); a line without a unit is a plain count (C62, "one").
 */
export const INVOICE_UNITS = ['st', 'h', 'km', 'l', 'm', 'kg', 'förp'] as const;
export type InvoiceUnit = (typeof INVOICE_UNITS)[number];

export const INVOICE_UNIT_LABELS: Record<InvoiceUnit, string> = {
  st: 'st',
  h: 'tim',
  km: 'km',
  l: 'liter',
  m: 'meter',
  kg: 'kg',
  förp: 'förp',
};

export const UNECE_UNIT_CODES: Record<InvoiceUnit, string> = {
  st: 'H87',
  h: 'HUR',
  km: 'KMT',
  l: 'LTR',
  m: 'MTR',
  kg: 'KGM',
  förp: 'XPK',
};
export const UNIT_CODE_WITHOUT_UNIT = 'C62';

/** A part's unit on the invoice: the part's hours ("tim") are the invoice's hours. */
export const invoiceUnitOfPart = (unit: PartUnit): InvoiceUnit => (unit === 'tim' ? 'h' : unit);
/** A rate's unit (time.ts RATE_UNITS) is an invoice unit as it is; named here without importing time.ts, which imports this. */
export const invoiceUnitOfRate = (unit: 'h' | 'km'): InvoiceUnit => unit;
