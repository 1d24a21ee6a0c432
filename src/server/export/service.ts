import { setImmediate as nextTurn } from 'node:timers/promises';
import { addDays } from '../../shared/dates';
import type { Database } from '../db/client';
import { findCompany } from '../organisations/service';
import { encodeCp437 } from './cp437';
import { findPaymentsInPeriod, findReminderFeesInPeriod, findSalesInPeriod } from './repository';
import { sieHead, sieVouchers } from './sie';
import type { VatTreatment } from '../../shared/vat-treatment';

type Period = { from: string; to: string };

/** The period a month at a time (the first and last clipped to it): each slice is read, built and sent before the next. */
export function monthsOf({ from, to }: Period): Period[] {
  const months: Period[] = [];
  for (let start = from; start <= to;) {
    const [year, month] = start.split('-').map(Number) as [number, number];
    const nextMonth = month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
    const end = addDays(nextMonth, -1);
    months.push({ from: start, to: end < to ? end : to });
    start = nextMonth;
  }
  return months;
}

/** One slice's vouchers: every invoice, credit note, payment and reminder fee dated in it, as the invoices were written. */
async function vouchersOf(db: Database, organisationId: string, period: Period): Promise<string> {
  const [sales, payments, fees] = await Promise.all([
    findSalesInPeriod(db, organisationId, period.from, period.to),
    findPaymentsInPeriod(db, organisationId, period.from, period.to),
    findReminderFeesInPeriod(db, organisationId, period.from, period.to),
  ]);
  return sieVouchers({
    sales: sales.map(({ creditForInvoiceId, vatTreatment, ...sale }) => ({
      ...sale,
      vatTreatment: vatTreatment as VatTreatment,
      isCredit: creditForInvoiceId !== null,
    })),
    payments: payments.map((payment) => ({
      number: payment.number,
      customerName: payment.customerName,
      date: payment.paidAt!,
      amountOre: payment.amountOre,
    })),
    // A reminder charges a fee or the förseningsersättning, never both; a reminder that charged nothing is no voucher.
    reminderFees: fees
      .filter((fee) => fee.feeOre + fee.lateCompensationOre > 0)
      .map((fee) => ({
        number: fee.number,
        customerName: fee.customerName,
        date: fee.date,
        reminder: fee.reminder,
        amountOre: fee.feeOre + fee.lateCompensationOre,
        isLateCompensation: fee.lateCompensationOre > 0,
      })),
  });
}

/**
 * The SIE 4I file of a period as code page 437 bytes, a month at a time: a ten-year export holds one
 * month's rows in memory and gives the event loop back between months, so other workshops' requests
 * are answered while it is written (issue 44; before, ten years were read and built in one piece).
 */
export async function* sieBytesForPeriod(
  db: Database,
  organisationId: string,
  period: Period,
  generatedOn: string,
): AsyncGenerator<Buffer> {
  const company = await findCompany(db, organisationId);
  yield encodeCp437(
    sieHead({
      companyName: company.name,
      orgNumber: company.orgNumber,
      generatedOn,
      from: period.from,
      to: period.to,
    }),
  );
  for (const month of monthsOf(period)) {
    const text = await vouchersOf(db, organisationId, month);
    if (text) yield encodeCp437(text);
    await nextTurn();
  }
}
