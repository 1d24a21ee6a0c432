import { PORTAL_LIMITS, type Portal } from '../../shared/customer-portal';
import type { ServiceInterval } from '../../shared/service-plans';
import { requireCustomer } from '../customers/service';
import type { Database } from '../db/client';
import { customerPageInvoices } from '../invoices/service';
import { listMachines } from '../machines/service';
import { findCompany } from '../organisations/service';
import { openQuotesOfCustomer } from '../quotes/service';
import { plansOf } from '../service-plans/service';
import { latestJobsOfMachines } from '../work-orders/service';
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

function soonest(intervals: ServiceInterval[]): ServiceInterval | null {
  const dated = intervals.filter((interval) => interval.nextDueDate ?? interval.forecastDate);
  const key = (interval: ServiceInterval) => interval.nextDueDate ?? interval.forecastDate ?? '';
  return [...dated].sort((a, b) => key(a).localeCompare(key(b)))[0] ?? intervals[0] ?? null;
}

async function machinesOf(db: Database, { organisationId, customerId }: Owner, today: string) {
  const { items } = await listMachines(db, organisationId, { customerId, limit: PORTAL_LIMITS.machines });
  if (items.length === 0) return [];
  // Every machine's plan and service book in one read each: the page's cost does not grow with its machines.
  const ids = items.map((machine) => machine.id);
  const [plans, books] = await Promise.all([
    plansOf(db, organisationId, { today }, ids),
    latestJobsOfMachines(db, organisationId, ids, PORTAL_LIMITS.serviceBookEntries),
  ]);
  return items.map((machine) => {
    const next = soonest(plans.get(machine.id) ?? []);
    const label = [machine.make, machine.model].filter(Boolean).join(' ');
    const marking = machine.registrationNumber ?? machine.unitNumber ?? machine.serialNumber;
    return {
      label: marking ? `${label} (${marking})` : label,
      meter: machine.meter === null ? null : { value: machine.meter, unit: machine.meterUnit, date: machine.meterDate },
      nextService: next
        ? {
            name: next.name,
            dueDate: next.nextDueDate ?? next.forecastDate,
            dueMeter: next.nextDueMeter,
            status: next.status,
          }
        : null,
      serviceBook: (books.get(machine.id) ?? [])
        .filter((job) => !CANCELLED.includes(job.status) && !IN_PROGRESS.slice(0, 2).includes(job.status))
        .map(({ number, date, title }) => ({ number, date, title })),
    };
  });
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
    customerPageInvoices(db, owner, today),
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
