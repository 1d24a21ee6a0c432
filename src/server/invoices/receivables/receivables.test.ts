import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays } from '../../../shared/dates';
import { bucketOf } from '../../../shared/receivables';
import { drivers } from '../../test/database';
import { as, createAccount, TEST_TODAY, useTestApp, validWorkOrder } from '../../test/harness';
import { addMember } from '../../test/team';

describe('the buckets of lateness', () => {
  it('puts the due date itself among the not yet due, then 1–30, 31–60, 61–90 and over 90 days', () => {
    expect([-5, 0, 1, 30, 31, 60, 61, 90, 91, 400].map(bucketOf)).toEqual([
      'notDue',
      'notDue',
      'd1_30',
      'd1_30',
      'd31_60',
      'd31_60',
      'd61_90',
      'd61_90',
      'over90',
      'over90',
    ]);
  });
});

describe.each(drivers)('receivables on %s', (driver) => {
  const test = useTestApp(driver);

  /** Invoices of 1 250 kr dated and due as given (TEST_TODAY is 2026-06-15). */
  async function ledger() {
    const owner = await createAccount(test.app);
    const api = as(test.app, owner);
    const job = (await api.post('/api/workorders', validWorkOrder)).json();
    const invoice = async (customerName: string, invoiceDate: string, dueDate: string) => {
      const created = (
        await api.post('/api/invoice', {
          customerName,
          customerEmail: 'ekonomi@kund.se',
          workOrderId: job.id,
          items: [{ description: 'Arbete', quantity: 1, price: 1000 }],
        })
      ).json();
      await test.database.db.execute(
        sql`update invoices set invoice_date = ${invoiceDate}, due_date = ${dueDate} where id = ${created.id}`,
      );
      return created;
    };
    const notDue = await invoice('Åkeri Nord AB', '2026-06-01', '2026-06-30');
    const late = await invoice('Åkeri Nord AB', '2026-05-02', '2026-06-01');
    const veryLate = await invoice('Bygg & Mark i Luleå AB', '2026-03-02', '2026-04-01');
    const paid = await invoice('Bygg & Mark i Luleå AB', '2026-05-02', '2026-06-01');
    const overpaid = await invoice('Lantbruk Öst', '2026-05-02', '2026-06-01');
    const credited = await invoice('Lantbruk Öst', '2026-03-02', '2026-04-01');
    await api.post(`/api/invoice/${late.id}/payments`, {
      amount: 250,
      date: '2026-06-10',
      method: 'bankgiro',
    });
    await api.post(`/api/invoice/${paid.id}/payments`, {
      amount: 1250,
      date: '2026-06-02',
      method: 'bankgiro',
    });
    await api.post(`/api/invoice/${overpaid.id}/payments`, {
      amount: 1300,
      date: '2026-06-03',
      method: 'swish',
    });
    await api.post(`/api/invoice/${credited.id}/credit`);
    return { owner, api, notDue, late, veryLate, overpaid };
  }

  it('lists every open invoice by customer and lateness, overpaid ones negative, with totals and buckets', async () => {
    const { api, notDue, late, veryLate, overpaid } = await ledger();
    const response = await api.get('/api/receivables');
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-total-count']).toBe('3');
    expect(response.json()).toEqual({
      date: TEST_TODAY,
      total: 1250 + 1000 + 1250 - 50,
      overdue: 1000 + 1250 - 50,
      invoiceCount: 4,
      buckets: { notDue: 1250, d1_30: 950, d31_60: 0, d61_90: 1250, over90: 0 },
      customers: [
        {
          customerId: null,
          name: 'Bygg & Mark i Luleå AB',
          total: 1250,
          overdue: 1250,
          invoices: [
            {
              id: veryLate.id,
              invoiceNumber: veryLate.invoiceNumber,
              dueDate: '2026-04-01',
              daysLate: 75,
              balance: 1250,
            },
          ],
        },
        {
          customerId: null,
          name: 'Åkeri Nord AB',
          total: 2250,
          overdue: 1000,
          invoices: [
            {
              id: late.id,
              invoiceNumber: late.invoiceNumber,
              dueDate: '2026-06-01',
              daysLate: 14,
              balance: 1000,
            },
            {
              id: notDue.id,
              invoiceNumber: notDue.invoiceNumber,
              dueDate: '2026-06-30',
              daysLate: 0,
              balance: 1250,
            },
          ],
        },
        {
          customerId: null,
          name: 'Lantbruk Öst',
          total: -50,
          overdue: -50,
          invoices: [
            {
              id: overpaid.id,
              invoiceNumber: overpaid.invoiceNumber,
              dueDate: '2026-06-01',
              daysLate: 14,
              balance: -50,
            },
          ],
        },
      ],
    });
    // A page of customers; the sums still over all of them.
    const page = (await api.get('/api/receivables?limit=1&offset=1')).json();
    expect(page.customers.map((customer: { name: string }) => customer.name)).toEqual(['Åkeri Nord AB']);
    expect(page.total).toBe(3450);
  });

  it('answers as of an earlier day: only what was issued by then, payments dated up to it, credits made since not yet', async () => {
    const { api, late, veryLate } = await ledger();
    const then = (await api.get('/api/receivables?date=2026-05-15')).json();
    // Issued by 15 May: the late one (2 May, unpaid then), the very late one, the paid and overpaid (unpaid then), the credited (credited on 15 June).
    expect(then).toMatchObject({ date: '2026-05-15', invoiceCount: 5, total: 6250, overdue: 2500 });
    expect(then.buckets).toEqual({ notDue: 3750, d1_30: 0, d31_60: 2500, d61_90: 0, over90: 0 });
    const ids = then.customers.flatMap((customer: { invoices: Array<{ id: string }> }) =>
      customer.invoices.map((invoice) => invoice.id),
    );
    expect(ids).toContain(late.id);
    expect(ids).toContain(veryLate.id);
  });

  it('sorts into the buckets exactly as shared/receivables.ts bucketOf does, at every boundary', async () => {
    const owner = await createAccount(test.app);
    const api = as(test.app, owner);
    const job = (await api.post('/api/workorders', validWorkOrder)).json();
    const expected = { notDue: 0, d1_30: 0, d31_60: 0, d61_90: 0, over90: 0 };
    for (const [index, daysLate] of [-1, 0, 1, 30, 31, 60, 61, 90, 91].entries()) {
      const price = 100 * (index + 1);
      const created = (
        await api.post('/api/invoice', {
          customerName: `Kund ${index}`,
          customerEmail: 'k@kund.se',
          workOrderId: job.id,
          items: [{ description: 'Arbete', quantity: 1, price }],
        })
      ).json();
      await test.database.db.execute(
        sql`update invoices set invoice_date = '2026-01-01', due_date = ${addDays(TEST_TODAY, -daysLate)} where id = ${created.id}`,
      );
      expected[bucketOf(daysLate)] += created.amountToPay;
    }
    expect((await api.get('/api/receivables')).json().buckets).toEqual(expected);
  });

  it('is for the owner and the office, and refuses an impossible day', async () => {
    const { owner, api } = await ledger();
    const mechanic = await addMember(test.app, owner, 'mechanic');
    expect((await as(test.app, mechanic).get('/api/receivables')).statusCode).toBe(403);
    for (const query of ['?date=2026-02-30', '?date=idag', '?limit=0', '?date=2026-06-15%00'])
      expect((await api.get(`/api/receivables${query}`)).statusCode, query).toBe(400);
    // Another workshop owes nothing of these.
    const stranger = await createAccount(test.app);
    expect((await as(test.app, stranger).get('/api/receivables')).json()).toMatchObject({
      total: 0,
      customers: [],
    });
  });
});
