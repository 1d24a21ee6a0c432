import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { drivers } from '../test/database';
import { as, createAccount, validInvoice, validWorkOrder, type Account, useTestApp } from '../test/harness';

/** Requests at the same moment, as several mechanics (or a double click) send them. */
const together = <T>(count: number, request: (index: number) => Promise<T>) =>
  Promise.all(Array.from({ length: count }, (_, index) => request(index)));

describe.each(drivers)('writes racing each other on %s', (driver) => {
  const test = useTestApp(driver);
  let account: Account;
  beforeAll(async () => {
    account = await createAccount(test.app);
  });
  const api = () => as(test.app, account);
  const newWorkOrder = async () => (await api().post('/api/workorders', validWorkOrder)).json().id as string;

  it('credits an invoice once when credits arrive together; the others answer 409', async () => {
    const workOrderId = await newWorkOrder();
    const invoice = (await api().post('/api/invoice', validInvoice(workOrderId))).json();
    const answers = await together(6, () => api().post(`/api/invoice/${invoice.id}/credit`));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    const notes = await test.database.db.execute(
      sql`select count(*)::int as count from invoices where credit_for_invoice_id = ${invoice.id}`,
    );
    expect((notes as unknown as { rows: Array<{ count: number }> }).rows[0]!.count).toBe(1);
  });

  it('gives one of two invoices renamed to the same number at once the number, the other 409', async () => {
    const workOrderId = await newWorkOrder();
    const first = (await api().post('/api/invoice', validInvoice(workOrderId))).json();
    const second = (await api().post('/api/invoice', validInvoice(workOrderId))).json();
    const answers = await Promise.all(
      [first, second].map((invoice) =>
        api().put(`/api/invoice/${invoice.id}`, { ...validInvoice(workOrderId), invoiceNumber: 'SAMMA-1' }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)!.json().message).toBe('Fakturanumret används redan.');
  });

  it('gives one of two work orders renamed to the same number at once the number, the other 409', async () => {
    const ids = [await newWorkOrder(), await newWorkOrder()];
    const answers = await Promise.all(
      ids.map((id) => api().put(`/api/workorders/${id}`, { ...validWorkOrder, workOrderNumber: 'AO-SAMMA' })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)!.json().message).toBe(
      'Arbetsordernumret används redan.',
    );
  });

  it('answers an invoice racing the deletion of its work order with 201/409 or 404/204, never 500', async () => {
    for (let round = 0; round < 10; round++) {
      const workOrderId = await newWorkOrder();
      const [created, deleted] = await Promise.all([
        api().post('/api/invoice', validInvoice(workOrderId)),
        api().delete(`/api/workorders/${workOrderId}`),
      ]);
      const pair = `${created.statusCode}/${deleted.statusCode}`;
      expect(['201/409', '404/204']).toContain(pair);
    }
  });

  it('numbers invoices created at the same moment without duplicates or gaps', async () => {
    const fresh = await createAccount(test.app);
    const freshApi = as(test.app, fresh);
    const workOrderId = (await freshApi.post('/api/workorders', validWorkOrder)).json().id;
    const answers = await together(12, () => freshApi.post('/api/invoice', validInvoice(workOrderId)));
    expect(answers.every((answer) => answer.statusCode === 201)).toBe(true);
    const suffixes = answers.map((answer) => Number(answer.json().invoiceNumber.slice(-4))).sort((a, b) => a - b);
    expect(suffixes).toEqual(Array.from({ length: 12 }, (_, index) => 1000 + index));
    expect(new Set(answers.map((answer) => answer.json().ocr)).size).toBe(12);
  });
});

/**
 * Two requests of one workshop really at once need connections of their own: on PostgreSQL only
 * (PGlite runs one statement at a time, in one process).
 */
describe('invoices of one workshop written at once on postgres', () => {
  const test = useTestApp('postgres');
  const db = () => test.database.db;
  const waitingOnLocks = async () =>
    (
      (await db().execute(
        sql`select count(*)::int as count from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
      )) as unknown as { rows: Array<{ count: number }> }
    ).rows[0]!.count;
  const untilWaiting = async (count: number) => {
    for (let poll = 0; poll < 200 && (await waitingOnLocks()) < count; poll++)
      await new Promise((resolve) => setTimeout(resolve, 25));
    expect(await waitingOnLocks()).toBe(count);
  };

  it('keeps numbers in date order when a backdated invoice races one of today; the backdated one answers 400', async () => {
    const account = await createAccount(test.app);
    const api = as(test.app, account);
    const newWorkOrder = async () => (await api.post('/api/workorders', validWorkOrder)).json().id as string;
    const [first, today, backdated] = [await newWorkOrder(), await newWorkOrder(), await newWorkOrder()];
    expect((await api.post('/api/invoice', { ...validInvoice(first), invoiceDate: '2026-06-01' })).statusCode).toBe(
      201,
    );
    // Invoice rows are held up until both requests are under way: the one of today reaches its insert first.
    let release!: () => void;
    const holding = db().transaction(async (tx) => {
      await tx.execute(sql`lock table invoices in share mode`);
      await new Promise<void>((resolve) => (release = resolve));
    });
    await untilWaiting(0);
    const ofToday = api.post('/api/invoice', validInvoice(today));
    await untilWaiting(1);
    const ofEarlier = api.post('/api/invoice', { ...validInvoice(backdated), invoiceDate: '2026-06-10' });
    await untilWaiting(2);
    release();
    await holding;
    const [todayAnswer, earlierAnswer] = await Promise.all([ofToday, ofEarlier]);
    expect(todayAnswer.statusCode).toBe(201);
    expect(earlierAnswer.statusCode).toBe(400);
    expect(earlierAnswer.json().message).toBe(
      'Fakturadatumet kan inte vara före 2026-06-15, datumet på den senast utfärdade fakturan: fakturanumren ska följa datumen.',
    );
    const list = (await api.get('/api/invoice')).json() as Array<{
      invoiceNumber: string;
      invoiceDate: string;
    }>;
    const byNumber = [...list]
      .sort((a, b) => a.invoiceNumber.localeCompare(b.invoiceNumber))
      .map((invoice) => invoice.invoiceDate);
    expect(byNumber).toEqual(['2026-06-01', '2026-06-15']);
  });
});
