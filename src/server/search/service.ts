import { isValidOcr } from '../../shared/ocr';
import type { SearchResult } from '../../shared/search';
import { likePattern } from '../../shared/text-keys';
import { listCustomers } from '../customers/service';
import type { Database } from '../db/client';
import { findInvoicesByNumber } from '../invoices/service';
import { listMachines } from '../machines/service';
import { findWorkOrdersByNumber } from '../work-orders/service';

const PER_KIND = 5;

/**
 * An OCR reference typed in the search (spaces allowed, as a bank statement prints it), as digits,
 * else null. It is compared with the invoice's stored OCR whole: read as a serial number, "007…" lost
 * its zeros and found serial 7's invoice.
 */
export function ocrOf(query: string): string | null {
  const digits = query.replace(/\s/g, '');
  return isValidOcr(digits) && digits.length >= 3 && digits.length <= 25 ? digits : null;
}

/** The header's one search field: customers and machines as their lists search, work orders by number, invoices by number or OCR. */
/** `withInvoices` false for a mechanic, who sees no invoices (docs/team.md decision 1). */
export async function searchEverything(
  db: Database,
  organisationId: string,
  q: string,
  withInvoices = true,
): Promise<SearchResult> {
  const query = q.trim();
  if (query === '') return { customers: [], machines: [], workOrders: [], invoices: [] };
  const pattern = likePattern(query);
  const [customers, machines, workOrders, invoices] = await Promise.all([
    listCustomers(db, organisationId, { q: query, limit: PER_KIND }),
    listMachines(db, organisationId, { q: query, limit: PER_KIND }),
    findWorkOrdersByNumber(db, organisationId, pattern, PER_KIND),
    withInvoices ? findInvoicesByNumber(db, organisationId, pattern, PER_KIND, ocrOf(query)) : [],
  ]);
  return {
    customers: customers.items.map((customer) => ({
      id: customer.id,
      title: customer.name,
      detail: [customer.customerNumber, customer.city].filter(Boolean).join(' · '),
    })),
    machines: machines.items.map((machine) => ({
      id: machine.id,
      title: [machine.make, machine.model].filter(Boolean).join(' '),
      detail: [machine.registrationNumber ?? machine.serialNumber, machine.customerName].filter(Boolean).join(' · '),
    })),
    workOrders: workOrders.map((workOrder) => ({
      id: workOrder.id,
      title: workOrder.workOrderNumber,
      detail: workOrder.title,
    })),
    invoices: invoices.map((invoice) => ({
      id: invoice.id,
      title: invoice.invoiceNumber,
      detail: invoice.customerName,
    })),
  };
}
