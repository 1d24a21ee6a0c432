import { PORTAL_LIMITS, type Portal } from '../../shared/customer-portal';
import type { Invoice } from '../../shared/invoices';
import type { ServiceInterval } from '../../shared/service-plans';
import { requireCustomer } from '../customers/service';
import type { Database } from '../db/client';
import { listInvoices } from '../invoices/service';
import { listMachines } from '../machines/service';
import { findCompany } from '../organisations/service';
import { openQuotesOfCustomer } from '../quotes/service';
import { planOf } from '../service-plans/service';
import { workOrdersOnMachine } from '../work-orders/service';
import type { PortalLinkOptions } from './link-token';
import { IN_PROGRESS, jobsInProgress } from './portal-jobs';

// What the customer's page shows (QUOTES.md decision 9): only this customer's, only what a customer
// may see (no ids of other records but the invoice's own for its PDF, no notes, prices of purchase or
// audit), each list bounded by PORTAL_LIMITS, so that a customer with hundreds of jobs and invoices
// answers as fast as a new one (docs/decisions/055).

const CANCELLED = ['Avbruten'];

interface Owner {
  organisationId: string;
  customerId: string;
}

const toPortalInvoice = (invoice: Invoice) => ({
  id: invoice.id,
  invoiceNumber: invoice.invoiceNumber,
  date: invoice.invoiceDate,
  dueDate: invoice.dueDate,
  total: invoice.total,
  balance: invoice.balance,
  ocr: invoice.ocr,
  status: invoice.status,
});

/** Every unpaid invoice first (overdue, then to pay; up to the bound), then the latest paid ones. */
async function invoicesOf(db: Database, { organisationId, customerId }: Owner, today: string) {
  const page = async (status: string, limit: number) =>
    JSON.parse((await listInvoices(db, organisationId, today, { customerId, status, limit })).json) as Invoice[];
  const [overdue, pending, paid] = await Promise.all([
    page('overdue', PORTAL_LIMITS.openInvoices),
    page('pending', PORTAL_LIMITS.openInvoices),
    page('paid', PORTAL_LIMITS.paidInvoices),
  ]);
  return [...[...overdue, ...pending].slice(0, PORTAL_LIMITS.openInvoices), ...paid].map(toPortalInvoice);
}

function soonest(intervals: ServiceInterval[]): ServiceInterval | null {
  const dated = intervals.filter((interval) => interval.nextDueDate ?? interval.forecastDate);
  const key = (interval: ServiceInterval) => interval.nextDueDate ?? interval.forecastDate ?? '';
  return [...dated].sort((a, b) => key(a).localeCompare(key(b)))[0] ?? intervals[0] ?? null;
}

async function machinesOf(db: Database, { organisationId, customerId }: Owner, today: string) {
  const { items } = await listMachines(db, organisationId, { customerId, limit: PORTAL_LIMITS.machines });
  return Promise.all(
    items.map(async (machine) => {
      const [plan, jobs] = await Promise.all([
        planOf(db, organisationId, { today }, machine.id),
        workOrdersOnMachine(db, organisationId, machine.id, { limit: PORTAL_LIMITS.serviceBookEntries, offset: 0 }),
      ]);
      const next = soonest(plan);
      const label = [machine.make, machine.model].filter(Boolean).join(' ');
      const marking = machine.registrationNumber ?? machine.unitNumber ?? machine.serialNumber;
      return {
        label: marking ? `${label} (${marking})` : label,
        meter:
          machine.meter === null ? null : { value: machine.meter, unit: machine.meterUnit, date: machine.meterDate },
        nextService: next
          ? {
              name: next.name,
              dueDate: next.nextDueDate ?? next.forecastDate,
              dueMeter: next.nextDueMeter,
              status: next.status,
            }
          : null,
        serviceBook: jobs
          .filter((job) => !CANCELLED.includes(job.status) && !IN_PROGRESS.slice(0, 2).includes(job.status))
          .map((job) => ({
            number: job.workOrderNumber,
            date: job.executionDate ?? job.createdAt.slice(0, 10),
            title: job.title,
          })),
      };
    }),
  );
}

export async function readPortal(
  db: Database,
  owner: Owner,
  now: Date,
  today: string,
  options: PortalLinkOptions,
): Promise<Portal> {
  const { organisationId, customerId } = owner;
  const [company, customer, quotes, jobs, invoices, machines] = await Promise.all([
    findCompany(db, organisationId),
    requireCustomer(db, organisationId, customerId),
    openQuotesOfCustomer(db, organisationId, customerId, today, PORTAL_LIMITS.quotes, options),
    jobsInProgress(db, owner, now),
    invoicesOf(db, owner, today),
    machinesOf(db, owner, today),
  ]);
  const address = [company.street, [company.postalCode, company.city].filter(Boolean).join(' ')].filter(Boolean);
  return {
    workshop: {
      name: company.name,
      phone: company.phone || null,
      email: company.email || null,
      address: address.length > 0 ? address.join(', ') : null,
      orgNumber: company.orgNumber || null,
      bankgiro: company.bankgiro || null,
    },
    customer: { name: customer.name, customerNumber: customer.customerNumber },
    quotes,
    workOrders: jobs,
    invoices,
    machines,
  };
}
