import type { ConstraintAnswers } from '../http/errors';
import { concurrentChange } from '../http/errors';
import { customerNotFound } from '../customers/errors';
import { workOrderNotFound } from '../work-orders/errors';
import { invoiceCredited, invoiceNumberTaken } from './errors';

/** Answers for writes that lost a race validation could not see (see http/errors.ts), with the check's code. */
export const invoiceConstraintAnswers: ConstraintAnswers = {
  invoices_number_unique: invoiceNumberTaken,
  // Two notes completing the credit of one invoice: the second finds the first's (docs/decisions/040).
  invoices_completing_credit_unique: invoiceCredited,
  // An invoice written while its work order is deleted.
  invoices_work_order_id_work_orders_id_fk: workOrderNotFound,
  // An invoice written while its customer is deleted.
  invoices_customer_id_customers_id_fk: customerNotFound,
  invoices_credit_for_invoice_id_invoices_id_fk: concurrentChange,
};
