import { sql, type SQL } from 'drizzle-orm';

// What an invoice's payments, reminders and credit notes add up to, as SQL expressions of its id: the
// single read (repository.ts) and the page (page-repository.ts) use the same, so they agree.

/** The sum of an invoice's payments (an SQL expression of its id), for the record and the page alike. */
export const paidOreOf = (invoiceId: SQL) =>
  sql<number>`(select coalesce(sum(pm.amount_ore), 0) from payments as pm where pm.invoice_id = ${invoiceId})`;

/** What its reminders charged (fees and förseningsersättning), in öre. */
export const feesOreOf = (invoiceId: SQL) =>
  sql<number>`(select coalesce(sum(rm.fee_ore + rm.late_compensation_ore), 0) from reminders as rm where rm.invoice_id = ${invoiceId})`;
/** What its credit notes took back of the amount to pay, in öre (positive; a note's amount is stored negative). */
export const creditedOreOf = (invoiceId: SQL) =>
  sql<number>`(select coalesce(-sum(cn.amount_to_pay_ore), 0) from invoices as cn where cn.credit_for_invoice_id = ${invoiceId})`;
export const creditNoteIdsOf = (invoiceId: SQL) =>
  sql<
    string[]
  >`(select coalesce(array_agg(cn.id order by cn.created_at, cn.id), '{}') from invoices as cn where cn.credit_for_invoice_id = ${invoiceId})`;
/**
 * The page's one look at an invoice's credit notes, for a lateral join: what they took back, their ids and the
 * note that completes the credit (credited_by_id) — the same sums as creditedOreOf and creditNoteIdsOf.
 */
export const creditsOf = (invoiceId: SQL) =>
  sql`(select coalesce(-sum(cn.amount_to_pay_ore), 0) as credited_ore,
    coalesce(array_agg(cn.id order by cn.created_at, cn.id), '{}') as credit_note_ids,
    (array_agg(cn.id) filter (where cn.completes_credit))[1] as credited_by_id
    from invoices as cn where cn.credit_for_invoice_id = ${invoiceId})`;
/** What credit notes of chosen lines took back of a line, in hundredths (positive). */
export const creditedHundredthsOf = (lineId: SQL) =>
  sql<number>`(select coalesce(-sum(cl.quantity_hundredths), 0) from invoice_lines as cl where cl.credits_line_id = ${lineId})`;
export const reminderCountOf = (invoiceId: SQL) =>
  sql<number>`(select count(*)::int from reminders as rm where rm.invoice_id = ${invoiceId})`;
