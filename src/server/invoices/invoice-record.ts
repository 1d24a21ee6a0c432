import type { invoiceLines, invoices } from './tables';

/** An invoice as the core reads it: the row, its lines and what was paid, charged and credited of it. */
export type InvoiceRow = typeof invoices.$inferSelect;
export type InvoiceLineRow = typeof invoiceLines.$inferSelect;
export type NewInvoiceRow = typeof invoices.$inferInsert;
export type NewInvoiceLine = Omit<typeof invoiceLines.$inferInsert, 'invoiceId' | 'organisationId'>;

export interface InvoiceRecord {
  invoice: InvoiceRow;
  /** Its lines, each with what credit notes of chosen lines took back of it (hundredths, positive). */
  lines: Array<InvoiceLineRow & { creditedHundredths: number }>;
  /** The credit note that completed its credit (docs/decisions/040): wholly credited when set. */
  creditedById: string | null;
  /** What its credit notes took back of the amount to pay, in öre (positive). */
  creditedOre: number;
  /** Its credit notes, oldest first. */
  creditNoteIds: string[];
  /** The sum of its payments, in öre. */
  paidOre: number;
  /** Reminder fees and förseningsersättning its reminders charged, in öre. */
  feesOre: number;
  reminderCount: number;
}
