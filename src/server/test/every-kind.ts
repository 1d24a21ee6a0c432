import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { seedMoney, seedParts, seedRegisters, seedTime } from '../../../bench/seed';
import type { Database } from '../db/client';
import { completeCompany } from './harness';

/** The kinds of record DATA.md's round trip names, as the tables that hold them. */
export const EVERY_KIND = [
  'organisations',
  'users',
  'customers',
  'machines',
  'meter_readings',
  'service_intervals',
  'work_orders',
  'work_order_parts',
  'time_entries',
  'rates',
  'invoices',
  'invoice_lines',
  'payments',
  'reminders',
  'parts',
  'part_movements',
  'audit_events',
  'ledger_check_ins',
  'ledger_check_outs',
] as const;

export interface FilledWorkshop {
  organisationId: string;
  token: string;
  /** Invoices and credit notes written through the API, whose PDFs a test can compare. */
  documentIds: string[];
}

/**
 * A workshop with every kind of record: the bench's set-based seeds for volume (invoices paid and
 * open, registers, parts and movements, a year of time and staff ledger), then the API for what a
 * user does (company details, a machine with a reading and a plan, a job drawing a part, an invoice,
 * its credit note, a reminder), which also writes the audit trail.
 */
export async function fillWorkshopWithEveryKind(app: FastifyInstance, db: Database): Promise<FilledWorkshop> {
  const { organisationId, token } = await seedMoney(db, `every-${Date.now()}`, 60);
  await seedRegisters(db, organisationId, 20, 30);
  await seedParts(db, organisationId, 20, 4);
  await seedTime(db, organisationId, 300);
  const call = async (method: 'POST' | 'PUT', url: string, payload: unknown = {}) => {
    const response = await app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}` },
      payload: payload as object,
    });
    expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
    return response.json();
  };
  await call('PUT', '/api/company', { ...completeCompany, reminderFee: 60, reminderFeeAgreed: true });
  const customer = await call('POST', '/api/customers', {
    name: 'Åkeri Nord AB',
    orgNumber: '556047-3521',
    email: 'ekonomi@akerinord.se',
    city: 'Luleå',
  });
  const machine = await call('POST', '/api/machines', {
    customerId: customer.id,
    category: 'Grävmaskin',
    make: 'Volvo',
    model: 'EC220E',
    meterUnit: 'h',
  });
  await call('POST', `/api/machines/${machine.id}/meter-readings`, {
    value: 1234,
    readingDate: '2026-06-01',
  });
  await call('POST', `/api/machines/${machine.id}/service-plan`, { name: 'Service 500 h', everyMeter: 500 });
  const part = await call('POST', '/api/parts', {
    partNumber: 'RT-1',
    name: 'Oljefilter Volvo',
    unit: 'st',
    salePrice: 189,
    reorderPoint: 2,
  });
  await call('POST', `/api/parts/${part.id}/movements`, { type: 'receipt', quantity: 10, unitCost: 95 });
  const job = await call('POST', '/api/workorders', {
    title: 'Service 500 h',
    workCategory: 'Service',
    machineId: machine.id,
    status: 'Klar',
    materials: [{ partId: part.id, quantity: 2 }],
  });
  const invoice = await call('POST', '/api/invoice', {
    customerName: customer.name,
    customerEmail: 'ekonomi@akerinord.se',
    customerId: customer.id,
    workOrderId: job.id,
    items: [
      { description: 'Arbete, 3,5 h', quantity: 3.5, price: 850 },
      { description: 'Oljefilter Volvo', quantity: 2, price: 189 },
    ],
  });
  const credit = await call('POST', `/api/invoice/${invoice.id}/credit`);
  const [overdue] = (
    (await db.execute(
      sql`select id from invoices where organisation_id = ${organisationId} and status = 'pending' and due_date < current_date - 1 order by due_date limit 1`,
    )) as unknown as {
      rows: Array<{ id: string }>;
    }
  ).rows;
  // Seeded invoices were never sent from Verkstan: the reminder is confirmed.
  await call('POST', `/api/invoice/${overdue!.id}/reminders`, { send: false, confirmNotSent: true });
  for (const table of EVERY_KIND) {
    const counted = (await db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as unknown as {
      rows: Array<{ n: number }>;
    };
    expect(counted.rows[0]!.n, `${table} has rows`).toBeGreaterThan(0);
  }
  return { organisationId, token, documentIds: [invoice.id, credit.id, overdue!.id] };
}
