import type { PartUnit } from './parts';
import type { RateUnit } from './time';

/**
 * What an invoice line's quantity counts. Each has its UN/ECE Recommendation 20 code, which the
 * e-invoice carries (MONEY.md decision 7); a line without a unit is a plain count (C62, "one").
 */
export const INVOICE_UNITS = ['st', 'h', 'km', 'l', 'm', 'kg', 'förp'] as const;
export type InvoiceUnit = (typeof INVOICE_UNITS)[number];

export const INVOICE_UNIT_LABELS: Record<InvoiceUnit, string> = { st: 'st', h: 'tim', km: 'km', l: 'liter', m: 'meter', kg: 'kg', förp: 'förp' };

export const UNECE_UNIT_CODES: Record<InvoiceUnit, string> = { st: 'H87', h: 'HUR', km: 'KMT', l: 'LTR', m: 'MTR', kg: 'KGM', förp: 'XPK' };
export const UNIT_CODE_WITHOUT_UNIT = 'C62';

/** A part's unit on the invoice: the part's hours ("tim") are the invoice's hours. */
export const invoiceUnitOfPart = (unit: PartUnit): InvoiceUnit => (unit === 'tim' ? 'h' : unit);
export const invoiceUnitOfRate = (unit: RateUnit): InvoiceUnit => unit;
