import { messages } from '../../shared/messages';
import type { ConstraintAnswers } from '../http/errors';

/** Answers for writes that lost a race validation could not see (see http/errors.ts). */
export const invoiceConstraintAnswers: ConstraintAnswers = {
  invoices_number_unique: { status: 409, message: messages.invoiceNumberTaken },
  // Two notes completing the credit of one invoice: the second finds the first's (docs/decisions/040).
  invoices_completing_credit_unique: { status: 409, message: messages.alreadyCredited },
  // An invoice written while its work order is deleted.
  invoices_work_order_id_work_orders_id_fk: { status: 404, message: messages.workOrderNotFound },
  // An invoice written while its customer is deleted.
  invoices_customer_id_customers_id_fk: { status: 404, message: messages.customerNotFound },
  invoices_credit_for_invoice_id_invoices_id_fk: { status: 409, message: messages.concurrentChange },
};
