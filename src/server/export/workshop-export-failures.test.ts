import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import type { Database } from '../db/client';
import { drivers } from '../test/database';
import { as, createAccount, useTestApp, validInvoice, validWorkOrder, type Account } from '../test/harness';
import { databaseStore } from '../files/database-store';
import { workshopArchive } from './workshop-archive';

const isZip = (bytes: Buffer) =>
  new Promise<boolean>((resolve) => yauzl.fromBuffer(bytes, { lazyEntries: true }, (error) => resolve(!error)));

async function organisationOf(db: Database, account: Account): Promise<string> {
  const result = (await db.execute(sql`select organisation_id from users where id = ${account.userId}`)) as unknown as {
    rows: Array<{ organisation_id: string }>;
  };
  return result.rows[0]!.organisation_id;
}

/** The export's page queries (`to_jsonb(q)`) of one workshop, as the query text and parameters tell them. */
function pageQueryOf(db: Database, query: SQL): string | null {
  const { sql: text, params } = (
    db as unknown as { dialect: { sqlToQuery(query: SQL): { sql: string; params: unknown[] } } }
  ).dialect.sqlToQuery(query);
  return text.includes('to_jsonb(q)') ? (params.find((param) => typeof param === 'string') as string) : null;
}

/** An export as a client reads it: the ZIP's bytes, or null when the answer broke off. */
async function exportOf(
  app: FastifyInstance,
  account: Account,
): Promise<{ status: number; body: Buffer | null; json?: unknown }> {
  try {
    const answer = await app.inject({
      method: 'GET',
      url: '/api/export/workshop',
      headers: { authorization: `Bearer ${account.token}` },
    });
    if (answer.statusCode !== 200) return { status: answer.statusCode, body: null, json: answer.json() };
    return { status: 200, body: (await isZip(answer.rawPayload)) ? answer.rawPayload : null };
  } catch {
    return { status: 200, body: null };
  }
}

describe.each(drivers)('workshop exports that fail or overlap (%s)', (driver) => {
  const test = useTestApp(driver, { pdfThreads: 1 });

  it('end only their own answer when the database drops, and let one export per workshop run at a time (409)', async () => {
    const { app, database } = test;
    const db = database.db;
    const [failing, held, other] = await Promise.all([createAccount(app), createAccount(app), createAccount(app)]);
    for (const account of [failing, held, other])
      expect((await as(app, account).post('/api/customers', { name: 'Åkeri Nord AB' })).statusCode).toBe(201);
    const [failingOrg, heldOrg] = await Promise.all([organisationOf(db, failing), organisationOf(db, held)]);

    let reachedGate!: () => void;
    const gateReached = new Promise<void>((resolve) => (reachedGate = resolve));
    let openGate!: () => void;
    const gate = new Promise<void>((resolve) => (openGate = resolve));
    const execute = db.execute.bind(db);
    (db as { execute: unknown }).execute = async (query: SQL) => {
      const organisation = pageQueryOf(db, query);
      if (organisation === failingOrg) throw new Error('Connection terminated unexpectedly');
      if (organisation === heldOrg) {
        reachedGate();
        await gate;
      }
      return execute(query);
    };
    try {
      const exports = [exportOf(app, failing), exportOf(app, held), exportOf(app, other)] as const;
      await gateReached;
      const second = await exportOf(app, held);
      expect(second.status).toBe(409);
      expect(second.json).toMatchObject({
        message: 'En export av verkstaden pågår redan. Vänta tills den är klar och försök sedan igen.',
      });
      openGate();
      const [broken, heldZip, otherZip] = await Promise.all(exports);
      expect(broken.body).toBeNull();
      expect(heldZip.body).not.toBeNull();
      expect(otherZip.body).not.toBeNull();
    } finally {
      (db as { execute: unknown }).execute = execute;
    }
    // The server still answers, and the workshop whose export failed may export again.
    expect((await as(app, failing).get('/api/customers')).statusCode).toBe(200);
    expect((await exportOf(app, failing)).body).not.toBeNull();
    expect((await exportOf(app, held)).body).not.toBeNull();
  });

  it('stop the archive, not the process, when an invoice PDF cannot be laid out', async () => {
    const { app, database } = test;
    const owner = await createAccount(app);
    const organisationId = await organisationOf(database.db, owner);
    const customer = (await as(app, owner).post('/api/customers', { name: 'Åkeri Nord AB' })).json() as {
      customerNumber: string;
    };
    const workOrder = (
      await as(app, owner).post('/api/workorders', {
        ...validWorkOrder,
        customerNumber: customer.customerNumber,
        status: 'Klar',
      })
    ).json() as {
      id: string;
    };
    const invoice = await as(app, owner).post('/api/invoice', validInvoice(workOrder.id));
    expect(invoice.statusCode, invoice.body).toBe(201);
    const errors: unknown[] = [];
    const archive = workshopArchive({
      db: database.db,
      organisationId,
      today: '2026-06-15',
      renderInvoicePdf: () => Promise.reject(new Error('PDF-tråden dog')),
      onError: (error) => errors.push(error),
      fileStore: databaseStore(),
    });
    const ended = await new Promise<string>((resolve) => {
      archive.on('data', () => undefined);
      archive.on('end', () => resolve('end'));
      archive.on('close', () => resolve('close'));
    });
    expect(ended).toBe('close');
    expect(archive.errored).toMatchObject({ message: 'PDF-tråden dog' });
    expect(errors).toHaveLength(1);
  });
});
