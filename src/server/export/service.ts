import type { Database } from '../db/client';
import { findCompany } from '../organisations/service';
import { findPaymentsInPeriod, findReminderFeesInPeriod, findSalesInPeriod } from './repository';
import { buildSie } from './sie';
import type { VatTreatment } from '../../shared/vat-treatment';

/** The SIE 4I text of a period: every invoice, credit note and payment, as the invoices were written. */
export async function sieForPeriod(db: Database, organisationId: string, period: { from: string; to: string }, generatedOn: string): Promise<string> {
  const [company, sales, payments, fees] = await Promise.all([
    findCompany(db, organisationId),
    findSalesInPeriod(db, organisationId, period.from, period.to),
    findPaymentsInPeriod(db, organisationId, period.from, period.to),
    findReminderFeesInPeriod(db, organisationId, period.from, period.to),
  ]);
  return buildSie({
    companyName: company.name,
    orgNumber: company.orgNumber,
    generatedOn,
    from: period.from,
    to: period.to,
    sales: sales.map(({ creditForInvoiceId, vatTreatment, ...sale }) => ({
      ...sale,
      vatTreatment: vatTreatment as VatTreatment,
      isCredit: creditForInvoiceId !== null,
    })),
    payments: payments.map((payment) => ({ number: payment.number, customerName: payment.customerName, date: payment.paidAt!, amountOre: payment.amountOre })),
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
