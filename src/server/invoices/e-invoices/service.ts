import type { Database } from '../../db/client';
import { requireCustomer } from '../../customers/service';
import { findCompany } from '../../organisations/service';
import { findWorkOrderSummary } from '../../work-orders/service';
import { requireInvoice } from '../service';
import type { PeppolSource } from './ubl';

/** What an e-invoice reads: the invoice, its seller, its customer, the date of the work and what a credit note corrects. */
export async function loadPeppolSource(db: Database, organisationId: string, id: string): Promise<PeppolSource> {
  const record = await requireInvoice(db, organisationId, id);
  const { creditForInvoiceId, customerId, workOrderId } = record.invoice;
  const [company, workOrder, original, customer] = await Promise.all([
    findCompany(db, organisationId),
    findWorkOrderSummary(db, organisationId, workOrderId),
    creditForInvoiceId ? requireInvoice(db, organisationId, creditForInvoiceId) : Promise.resolve(null),
    customerId ? requireCustomer(db, organisationId, customerId) : Promise.resolve(null),
  ]);
  return {
    record,
    company,
    customer: customer && { orgNumber: customer.orgNumber, peppolId: customer.peppolId },
    deliveryDate: workOrder?.executionDate ?? record.invoice.invoiceDate,
    original: original && {
      invoiceNumber: original.invoice.invoiceNumber,
      invoiceDate: original.invoice.invoiceDate,
    },
  };
}
