import { beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../shared/dates';
import { INVOICE_STATUSES, invoiceStatusAsRead, type Invoice } from '../../shared/invoices';
import { invoiceReading } from '../../shared/labels';
import { drivers } from '../test/database';
import { as, createAccount, validInvoice, validWorkOrder, type Account, TEST_TODAY, useTestApp } from '../test/harness';

describe('what an invoice status reads as', () => {
  const invoice = {
    storedStatus: 'pending' as const,
    dueDate: '2026-06-14',
    creditForInvoiceId: null,
    creditedByInvoiceId: null,
  };
  it('an unpaid invoice past its due date reads as overdue; on the due date it is still pending', () => {
    expect(invoiceStatusAsRead(invoice, '2026-06-15')).toBe('overdue');
    expect(invoiceStatusAsRead(invoice, '2026-06-14')).toBe('pending');
  });
  it('a credit note or a credited invoice never falls due; paid stays paid', () => {
    expect(invoiceStatusAsRead({ ...invoice, creditForInvoiceId: 'x' }, '2026-07-01')).toBe('pending');
    expect(invoiceStatusAsRead({ ...invoice, creditedByInvoiceId: 'y' }, '2026-07-01')).toBe('pending');
    expect(invoiceStatusAsRead({ ...invoice, storedStatus: 'paid' }, '2026-07-01')).toBe('paid');
  });
});

describe.each(drivers)('the list reads statuses by the shared rule on %s', (driver) => {
  const test = useTestApp(driver);
  let account: Account;
  const ids: string[] = [];
  beforeAll(async () => {
    account = await createAccount(test.app);
    const api = as(test.app, account);
    const workOrderId = (await api.post('/api/workorders', validWorkOrder)).json().id;
    // Every combination the rule tells apart: stored status × due date around today × credit pair.
    // Dated before yesterday, so that a due date yesterday is not before the invoice date.
    const invoiceDate = addDays(TEST_TODAY, -2);
    for (const status of INVOICE_STATUSES) {
      for (const days of [-1, 0, 1]) {
        const response = await api.post('/api/invoice', {
          ...validInvoice(workOrderId),
          status,
          invoiceDate,
          dueDate: addDays(TEST_TODAY, days),
        });
        expect(response.statusCode).toBe(201);
        ids.push(response.json().id);
      }
    }
    // The originals first: a credit note is dated today, and nothing is dated before the newest invoice.
    const originals = [];
    for (const days of [-1, 1])
      originals.push(
        (
          await api.post('/api/invoice', {
            ...validInvoice(workOrderId),
            invoiceDate,
            dueDate: addDays(TEST_TODAY, days),
          })
        ).json(),
      );
    for (const original of originals) {
      const note = await api.post(`/api/invoice/${original.id}/credit`);
      expect(note.statusCode).toBe(201);
      ids.push(original.id, note.json().id);
    }
  });

  it('each invoice reads the same in the single read, the rule, the list and its filters', async () => {
    const api = as(test.app, account);
    const singles = new Map<string, Invoice>();
    for (const id of ids) singles.set(id, (await api.get(`/api/invoice/${id}`)).json());
    for (const single of singles.values()) {
      expect(single.status).toBe(invoiceStatusAsRead(single, TEST_TODAY));
    }
    const listed = (await api.get('/api/invoice?limit=100')).json() as Invoice[];
    expect(new Map(listed.map((item) => [item.id, item.status]))).toEqual(
      new Map([...singles.values()].map((item) => [item.id, item.status])),
    );
    // The list's SQL copies balanceOre too: each listed invoice is its single read, amountPaid and balance included.
    for (const item of listed) expect(item).toEqual(singles.get(item.id));
    for (const status of INVOICE_STATUSES) {
      const filtered = await api.get(`/api/invoice?status=${status}&limit=100`);
      // The filters follow what the list shows: a credit pair reads Kreditfaktura/Krediterad, never Väntande.
      const expected = [...singles.values()].filter((item) => invoiceReading(item) === status).map((item) => item.id);
      expect(expected.length).toBeGreaterThan(0);
      expect((filtered.json() as Invoice[]).map((item) => item.id).sort()).toEqual(expected.sort());
      expect(filtered.headers['x-total-count']).toBe(String(expected.length));
    }
  });
});
