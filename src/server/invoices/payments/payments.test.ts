import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays } from '../../../shared/dates';
import { drivers } from '../../test/database';
import { as, createAccount, TEST_TODAY, useTestApp, validInvoice, validWorkOrder } from '../../test/harness';
import { addMember } from '../../test/team';

describe.each(drivers)('payments as a ledger on %s', (driver) => {
  const test = useTestApp(driver);

  async function invoiceOf(price = 1000) {
    const owner = await createAccount(test.app);
    const job = (await as(test.app, owner).post('/api/workorders', validWorkOrder)).json();
    const invoice = (
      await as(test.app, owner).post('/api/invoice', {
        ...validInvoice(job.id),
        items: [{ description: 'Arbete', quantity: 1, price }],
      })
    ).json();
    // Dated a month back, so that payments may be dated before today.
    await test.database.db.execute(
      sql`update invoices set invoice_date = ${addDays(TEST_TODAY, -30)} where id = ${invoice.id}`,
    );
    return { owner, job, invoice, api: as(test.app, owner) };
  }

  it('sums the payments into amountPaid and balance; the one that reaches the amount makes it paid, on its date', async () => {
    const { invoice, api } = await invoiceOf();
    expect(invoice).toMatchObject({ amountToPay: 1250, amountPaid: 0, balance: 1250, feesCharged: 0 });
    const first = await api.post(`/api/invoice/${invoice.id}/payments`, {
      amount: '500,00',
      date: addDays(TEST_TODAY, -10),
      method: 'swish',
      reference: 'Delbetalning',
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      invoiceId: invoice.id,
      amount: 500,
      date: addDays(TEST_TODAY, -10),
      method: 'swish',
      reference: 'Delbetalning',
      source: 'manual',
    });
    expect((await api.get(`/api/invoice/${invoice.id}`)).json()).toMatchObject({
      status: 'pending',
      amountPaid: 500,
      balance: 750,
      paidAt: null,
      contentLocked: true,
    });
    await api.post(`/api/invoice/${invoice.id}/payments`, {
      amount: 800,
      date: addDays(TEST_TODAY, -2),
      method: 'bankgiro',
    });
    const paid = (await api.get(`/api/invoice/${invoice.id}`)).json();
    expect(paid).toMatchObject({
      status: 'paid',
      amountPaid: 1300,
      balance: -50,
      paidAt: addDays(TEST_TODAY, -2),
    });
    // The list reads the same figures, and counts it as paid.
    const listed = (await api.get('/api/invoice?status=paid')).json();
    expect(listed).toEqual([paid]);
    const payments = (await api.get(`/api/invoice/${invoice.id}/payments`)).json();
    expect(payments.map((payment: { amount: number }) => payment.amount)).toEqual([500, 800]);
    // The books carry each payment on its own date.
    const sie = (
      await api.get(`/api/export/sie?from=${addDays(TEST_TODAY, -30)}&to=${TEST_TODAY}`)
    ).rawPayload.toString('latin1');
    expect(sie).toContain(`#VER A "" ${addDays(TEST_TODAY, -10).replaceAll('-', '')} "Betalning`);
    expect(sie).toContain('#TRANS 1930 {} 500.00');
    expect(sie).toContain('#TRANS 1930 {} 800.00');

    // Removing the payment that settled it leaves it unpaid again, and the trail keeps it.
    expect((await api.delete(`/api/payments/${payments[1].id}`)).statusCode).toBe(204);
    expect((await api.get(`/api/invoice/${invoice.id}`)).json()).toMatchObject({
      status: 'pending',
      amountPaid: 500,
      balance: 750,
      paidAt: null,
    });
    expect((await api.get('/api/invoice?status=paid')).headers['x-total-count']).toBe('0');
    const trail = (await api.get(`/api/audit?entity=payment&id=${payments[1].id}`)).json();
    expect(trail.map((event: { action: string }) => event.action)).toEqual(['created', 'deleted']);
  });

  it('lets the old "paid" record the payment of what is left, and refuses going back while payments exist', async () => {
    const { invoice, job, api } = await invoiceOf();
    await api.post(`/api/invoice/${invoice.id}/payments`, {
      amount: 250,
      date: addDays(TEST_TODAY, -5),
      method: 'cash',
    });
    const paid = await api.put(`/api/invoice/${invoice.id}`, {
      ...validInvoice(job.id),
      items: invoice.items,
      status: 'paid',
      paidAt: addDays(TEST_TODAY, -1),
    });
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({
      status: 'paid',
      amountPaid: 1250,
      balance: 0,
      paidAt: addDays(TEST_TODAY, -1),
    });
    const payments = (await api.get(`/api/invoice/${invoice.id}/payments`)).json();
    expect(payments.map((payment: { amount: number; method: string }) => [payment.amount, payment.method])).toEqual([
      [250, 'cash'],
      [1000, 'transfer'],
    ]);
    const back = await api.put(`/api/invoice/${invoice.id}`, {
      ...validInvoice(job.id),
      items: invoice.items,
      status: 'pending',
    });
    expect(back.statusCode).toBe(409);
  });

  it('refuses payments that cannot be: bad amounts, dates, methods, credit notes and credited invoices', async () => {
    const { invoice, api } = await invoiceOf();
    const path = `/api/invoice/${invoice.id}/payments`;
    const good = { amount: 100, date: TEST_TODAY, method: 'bankgiro' };
    for (const [body, message] of [
      [{ ...good, amount: 0 }, 'Ange beloppet i kronor, mer än 0 och högst 1 000 000 000 kr, med högst två decimaler.'],
      [
        { ...good, amount: '12,345' },
        'Ange beloppet i kronor, mer än 0 och högst 1 000 000 000 kr, med högst två decimaler.',
      ],
      [
        { ...good, amount: 1_000_000_000.01 },
        'Ange beloppet i kronor, mer än 0 och högst 1 000 000 000 kr, med högst två decimaler.',
      ],
      [
        { ...good, amount: '100000000000000000' },
        'Ange beloppet i kronor, mer än 0 och högst 1 000 000 000 kr, med högst två decimaler.',
      ],
      [
        { ...good, amount: -5 },
        'Ange beloppet i kronor, mer än 0 och högst 1 000 000 000 kr, med högst två decimaler.',
      ],
      [
        { ...good, method: 'bitcoin' },
        'Välj hur betalningen kom: bankgiro, plusgiro, Swish, kort, kontant eller banköverföring.',
      ],
      [{ ...good, date: addDays(TEST_TODAY, 1) }, 'Betaldatum kan inte ligga i framtiden.'],
      [{ ...good, date: addDays(TEST_TODAY, -31) }, 'Betaldatum kan inte vara före fakturadatum.'],
      [{ ...good, date: '2026-02-30' }, 'Ange ett giltigt datum (ÅÅÅÅ-MM-DD).'],
    ] as const) {
      const response = await api.post(path, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().message).toContain(message);
    }
    const credit = (await api.post(`/api/invoice/${invoice.id}/credit`)).json();
    expect((await api.post(path, good)).json().message).toBe('Fakturan är krediterad och tar inte emot betalningar.');
    expect((await api.post(`/api/invoice/${credit.id}/payments`, good)).json().message).toBe(
      'En kreditfaktura tar inte emot betalningar.',
    );
    expect((await api.get(`/api/invoice/${invoice.id}`)).json()).toMatchObject({ balance: 0, amountPaid: 0 });
  });

  it('is for the owner and office of the workshop', async () => {
    const { owner, invoice, api } = await invoiceOf();
    const payment = (
      await api.post(`/api/invoice/${invoice.id}/payments`, { amount: 100, date: TEST_TODAY, method: 'card' })
    ).json();
    const mechanic = await addMember(test.app, owner, 'mechanic');
    expect((await as(test.app, mechanic).get(`/api/invoice/${invoice.id}/payments`)).statusCode).toBe(403);
    expect((await as(test.app, mechanic).delete(`/api/payments/${payment.id}`)).statusCode).toBe(403);
    const stranger = await createAccount(test.app);
    expect((await as(test.app, stranger).get(`/api/invoice/${invoice.id}/payments`)).statusCode).toBe(404);
    expect(
      (
        await as(test.app, stranger).post(`/api/invoice/${invoice.id}/payments`, {
          amount: 1,
          date: TEST_TODAY,
          method: 'card',
        })
      ).statusCode,
    ).toBe(404);
    expect((await as(test.app, stranger).delete(`/api/payments/${payment.id}`)).statusCode).toBe(404);
  });
});
