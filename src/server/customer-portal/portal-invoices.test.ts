import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { drivers } from '../test/database';
import { as, createAccount, uniqueCompany, useTestApp, validInvoice, validWorkOrder } from '../test/harness';

// The invoices on the customer's page (QUOTES.md decision 9; docs/decisions/055 and 071), read in one
// statement: every unpaid one first (overdue, then to pay, newest first, at most 50), then the 20
// latest paid; each exactly as the office's invoice list reads it (status, balance, OCR).

interface ListedInvoice {
  id: string;
  invoiceNumber: string;
  invoiceDate: string;
  dueDate: string;
  total: number;
  amountToPay: number;
  balance: number;
  ocr: string;
  status: string;
}

describe.each(drivers)('the invoices on the customer’s page on %s', (driver) => {
  const test = useTestApp(driver, {}, { clock: () => new Date('2026-06-15T10:00:00Z') });

  /** A customer with a job, its page's token, and a way to add invoices and read both lists. */
  async function customerWithPage() {
    const api = as(test.app, await createAccount(test.app));
    await api.put('/api/company', uniqueCompany());
    const customer = (await api.post('/api/customers', { name: 'Karin Berg', email: 'karin@berg.se' })).json();
    const job = (await api.post('/api/workorders', { ...validWorkOrder, customerId: customer.id })).json();
    const token: string = (await api.post(`/api/customers/${customer.id}/portal-link`)).json().link.split('/').at(-1);
    const invoice = async (fields: Record<string, unknown>) => {
      const created = await api.post('/api/invoice', { ...validInvoice(job.id), customerId: customer.id, ...fields });
      expect(created.statusCode, created.body).toBe(201);
      return created.json() as ListedInvoice;
    };
    const page = async () => (await test.app.inject({ method: 'GET', url: `/api/public/portal/${token}` })).json();
    /** What the page showed before it read invoices in one statement: the office's list, status by status. */
    const fromTheList = async () => {
      const list = async (status: string, limit: number) =>
        (
          await api.get(`/api/invoice?customerId=${customer.id}&status=${status}&limit=${limit}`)
        ).json() as ListedInvoice[];
      const [overdue, pending, paid] = [await list('overdue', 50), await list('pending', 50), await list('paid', 20)];
      return [...[...overdue, ...pending].slice(0, 50), ...paid].map((one) => ({
        id: one.id,
        invoiceNumber: one.invoiceNumber,
        date: one.invoiceDate,
        dueDate: one.dueDate,
        total: one.total,
        amountToPay: one.amountToPay,
        balance: one.balance,
        ocr: one.ocr,
        status: one.status,
      }));
    };
    return { api, invoice, page, fromTheList };
  }

  it('puts the overdue first, then those to pay, then the paid; credited ones not at all; balances as the list', async () => {
    const { api, invoice, page, fromTheList } = await customerWithPage();
    const oldOverdue = await invoice({ invoiceDate: '2026-05-01', dueDate: '2026-05-15' });
    const partlyPaid = await invoice({ invoiceDate: '2026-05-10', dueDate: '2026-05-20' });
    const oldPaid = await invoice({ invoiceDate: '2026-05-12', status: 'paid' });
    const toPay = await invoice({ invoiceDate: '2026-06-01', dueDate: '2026-07-01' });
    const credited = await invoice({ invoiceDate: '2026-06-02', dueDate: '2026-07-02' });
    const newPaid = await invoice({ invoiceDate: '2026-06-10', status: 'paid' });
    const payment = { amount: 1000, date: '2026-05-12', method: 'bankgiro', reference: null };
    expect((await api.post(`/api/invoice/${partlyPaid.id}/payments`, payment)).statusCode).toBe(201);
    expect((await api.post(`/api/invoice/${credited.id}/credit`, { whole: true })).statusCode).toBe(201);

    const shown = (await page()).invoices as Array<{ id: string; status: string; balance: number }>;
    expect(shown.slice(0, 3).map((one) => [one.id, one.status])).toEqual([
      [partlyPaid.id, 'overdue'],
      [oldOverdue.id, 'overdue'],
      [toPay.id, 'pending'],
    ]);
    expect(shown[0]!.balance).toBe(partlyPaid.amountToPay - 1000);
    expect(shown.map((one) => one.id)).not.toContain(credited.id);
    const paidOrder = shown.filter((one) => one.status === 'paid').map((one) => one.id);
    expect(paidOrder.indexOf(newPaid.id)).toBeLessThan(paidOrder.indexOf(oldPaid.id));
    expect(shown).toEqual(await fromTheList());
  });

  it('keeps the overdue when the unpaid pass the bound, and the 20 latest paid', async () => {
    const { invoice, page, fromTheList } = await customerWithPage();
    const overdue = await invoice({ invoiceDate: '2026-05-01', dueDate: '2026-05-15' });
    const toPay = await invoice({ invoiceDate: '2026-06-01', dueDate: '2026-07-01' });
    const paid = await invoice({ invoiceDate: '2026-06-02', status: 'paid' });
    // 60 more to pay and 25 more paid, each newer than the last (the list's order), written straight
    // into the table: the page reads only the invoice row and its payments, reminders and credits.
    const copies = (template: ListedInvoice, count: number, serialOffset: number) =>
      test.database.db.execute(sql`insert into invoices (organisation_id, invoice_number, customer_name, customer_email,
          customer_id, work_order_id, invoice_date, due_date, status, net_ore, vat_ore, total_ore, rounding_ore,
          amount_to_pay_ore, ocr_serial, created_at)
        select organisation_id, invoice_number || '-' || g, customer_name, customer_email, customer_id, work_order_id,
          invoice_date, due_date, status, net_ore, vat_ore, total_ore, rounding_ore, amount_to_pay_ore,
          ocr_serial + ${serialOffset} + g, created_at + make_interval(secs => g)
        from invoices, generate_series(1, ${count}) as g where id = ${template.id}`);
    await copies(toPay, 60, 1000);
    await copies(paid, 25, 2000);

    const shown = (await page()).invoices as Array<{ id: string; invoiceNumber: string; status: string }>;
    expect(shown).toHaveLength(50 + 20);
    expect(shown[0]!.id).toBe(overdue.id);
    expect(shown.slice(1, 50).every((one) => one.status === 'pending')).toBe(true);
    // The newest 49 to pay: the 60 copies' last ones, not the original (the oldest).
    expect(shown[1]!.invoiceNumber).toBe(`${toPay.invoiceNumber}-60`);
    expect(shown.map((one) => one.id)).not.toContain(toPay.id);
    expect(shown.slice(50).map((one) => one.invoiceNumber)).toEqual(
      Array.from({ length: 20 }, (_, index) => `${paid.invoiceNumber}-${25 - index}`),
    );
    expect(shown).toEqual(await fromTheList());
  });
});
