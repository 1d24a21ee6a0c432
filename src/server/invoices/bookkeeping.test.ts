import { beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../shared/dates';
import { isValidOcr } from '../../shared/ocr';
import { drivers } from '../test/database';
import {
  as,
  completeCompany,
  createAccount,
  TEST_TODAY,
  useWorkshop,
  validInvoice,
  validWorkOrder,
} from '../test/harness';

describe.each(drivers)('invoices as bookkeeping keeps them on %s', (driver) => {
  const ctx = useWorkshop(driver);
  let workOrderId: string;
  beforeAll(async () => {
    workOrderId = (await ctx.api().post('/api/workorders', validWorkOrder)).json().id;
  });
  const api = ctx.api;
  const create = async (overrides: Record<string, unknown> = {}) => {
    const response = await api().post('/api/invoice', { ...validInvoice(workOrderId), ...overrides });
    expect(response.statusCode).toBe(201);
    return response.json();
  };

  it('keeps a paid invoice as it is: content changes answer 409; paid goes back only by deleting its payment', async () => {
    const invoice = await create({ status: 'paid' });
    expect(invoice.contentLocked).toBe(true);
    const change = await api().put(`/api/invoice/${invoice.id}`, {
      ...validInvoice(workOrderId),
      status: 'paid',
      customerName: 'Annan kund',
    });
    expect(change.statusCode).toBe(409);
    expect(change.json().message).toBe(
      'Fakturan har betalats eller krediterats och kan inte ändras. Skapa en kreditfaktura i stället.',
    );
    const revert = await api().put(`/api/invoice/${invoice.id}`, {
      ...validInvoice(workOrderId),
      status: 'pending',
    });
    expect(revert.statusCode).toBe(409);
    expect(revert.json().message).toBe(
      'Fakturan har registrerade betalningar. Ta bort betalningen i stället för att ändra status.',
    );
    const [payment] = (await api().get(`/api/invoice/${invoice.id}/payments`)).json();
    expect((await api().delete(`/api/payments/${payment.id}`)).statusCode).toBe(204);
    expect((await api().get(`/api/invoice/${invoice.id}`)).json()).toMatchObject({
      status: 'pending',
      paidAt: null,
      contentLocked: true,
      amountPaid: 0,
    });
  });

  it('does not reopen a paid invoice when its payment is undone: pending, new lines and paid again is refused', async () => {
    const invoice = await create({ status: 'paid' });
    const [payment] = (await api().get(`/api/invoice/${invoice.id}/payments`)).json();
    expect((await api().delete(`/api/payments/${payment.id}`)).statusCode).toBe(204);
    const rewrite = await api().put(`/api/invoice/${invoice.id}`, {
      ...validInvoice(workOrderId),
      status: 'pending',
      items: [{ description: 'Något annat', quantity: 1, price: 1 }],
    });
    expect(rewrite.statusCode).toBe(409);
    expect((await api().delete(`/api/invoice/${invoice.id}`)).statusCode).toBe(409);
    const read = (await api().get(`/api/invoice/${invoice.id}`)).json();
    expect(read.items).toEqual(invoice.items);
    expect(read.total).toBe(invoice.total);
  });

  it('keeps a credited invoice as it is: number, customer and lines answer 409 while its credit note stands', async () => {
    const invoice = await create();
    const credit = (await api().post(`/api/invoice/${invoice.id}/credit`)).json();
    const read = (await api().get(`/api/invoice/${invoice.id}`)).json();
    expect(read.contentLocked).toBe(true);
    for (const change of [
      { invoiceNumber: 'NYTT-1' },
      { customerName: 'Annan kund' },
      { items: [{ description: 'Billigare', quantity: 1, price: 1 }] },
    ]) {
      const response = await api().put(`/api/invoice/${invoice.id}`, {
        ...validInvoice(workOrderId),
        ...change,
      });
      expect(response.statusCode).toBe(409);
    }
    expect((await api().delete(`/api/invoice/${invoice.id}`)).statusCode).toBe(409);
    expect((await api().get(`/api/invoice/${invoice.id}`)).json()).toEqual(read);
    expect((await api().get(`/api/invoice/${credit.id}`)).json().total).toBe(-invoice.total);
  });

  it('numbers invoices as a running series per month, credit notes included, and tells the form the next one', async () => {
    const fresh = await createAccount(ctx.app);
    const freshApi = as(ctx.app, fresh);
    const freshWorkOrder = (await freshApi.post('/api/workorders', validWorkOrder)).json().id;
    const prefix = `F${TEST_TODAY.slice(0, 4)}${TEST_TODAY.slice(5, 7)}`;
    expect((await freshApi.get('/api/invoice/next-number')).json()).toEqual({
      invoiceNumber: `${prefix}1000`,
      dueDate: addDays(TEST_TODAY, 30),
    });
    const first = (await freshApi.post('/api/invoice', validInvoice(freshWorkOrder))).json();
    // A number given by hand in the series' way is skipped, not duplicated.
    expect(
      (
        await freshApi.post('/api/invoice', {
          ...validInvoice(freshWorkOrder),
          invoiceNumber: `${prefix}1002`,
        })
      ).statusCode,
    ).toBe(201);
    const second = (await freshApi.post('/api/invoice', validInvoice(freshWorkOrder))).json();
    expect((await freshApi.get('/api/invoice/next-number')).json()).toEqual({
      invoiceNumber: `${prefix}1003`,
      dueDate: addDays(TEST_TODAY, 30),
    });
    // The proposed due date follows the workshop's payment terms.
    expect((await freshApi.put('/api/company', { ...completeCompany, paymentTermsDays: 10 })).statusCode).toBe(200);
    expect((await freshApi.get('/api/invoice/next-number')).json().dueDate).toBe(addDays(TEST_TODAY, 10));
    const credit = (await freshApi.post(`/api/invoice/${first.id}/credit`)).json();
    expect([first.invoiceNumber, second.invoiceNumber, credit.invoiceNumber]).toEqual([
      `${prefix}1000`,
      `${prefix}1001`,
      `${prefix}1003`,
    ]);
  });

  it('gives every invoice its own OCR reference, whatever numbers the client gives', async () => {
    const fresh = await createAccount(ctx.app);
    const freshApi = as(ctx.app, fresh);
    const freshWorkOrder = (await freshApi.post('/api/workorders', validWorkOrder)).json().id;
    const numbers = ['A-123', 'B-123', 'X', '0', '1'.repeat(35), `${'1'.repeat(34)}2`];
    const ocrs: string[] = [];
    for (const invoiceNumber of numbers) {
      const response = await freshApi.post('/api/invoice', {
        ...validInvoice(freshWorkOrder),
        invoiceNumber,
      });
      expect(response.statusCode, response.body).toBe(201);
      expect(isValidOcr(response.json().ocr)).toBe(true);
      ocrs.push(response.json().ocr);
    }
    expect(new Set(ocrs).size).toBe(numbers.length);
    // The first invoice of a workshop has serial 1001: OCR 100164 (the Bankgirot vector).
    expect(ocrs[0]).toBe('100164');
  });

  it('deletes an unpaid invoice with 204 and refuses to delete a paid one', async () => {
    const unpaid = await create();
    expect((await api().delete(`/api/invoice/${unpaid.id}`)).statusCode).toBe(204);
    expect((await api().get(`/api/invoice/${unpaid.id}`)).statusCode).toBe(404);
    const paid = await create({ status: 'paid' });
    const response = await api().delete(`/api/invoice/${paid.id}`);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      'Fakturan har betalats eller krediterats och kan inte tas bort. Skapa en kreditfaktura i stället.',
    );
  });

  it('credits an invoice: own number, negated lines, reference to the original', async () => {
    const original = await create({
      items: [{ description: 'Hydraulslang', quantity: 1, price: 1173.75 }],
      status: 'paid',
    });
    const response = await api().post(`/api/invoice/${original.id}/credit`);
    expect(response.statusCode).toBe(201);
    const credit = response.json();
    expect(credit.invoiceNumber).not.toBe(original.invoiceNumber);
    expect(credit).toMatchObject({
      creditForInvoiceId: original.id,
      net: -1173.75,
      vat: -293.44,
      total: -1467.19,
      amountToPay: -1467,
      roundingAmount: 0.19,
    });
    expect(credit.items).toEqual([
      expect.objectContaining({
        description: 'Hydraulslang',
        quantity: -1,
        price: 1173.75,
        amount: -1173.75,
        unit: null,
      }),
    ]);
    expect((await api().get(`/api/invoice/${original.id}`)).json().creditedByInvoiceId).toBe(credit.id);
    expect((await api().post(`/api/invoice/${original.id}/credit`)).statusCode).toBe(409);
    expect((await api().post(`/api/invoice/${credit.id}/credit`)).statusCode).toBe(409);
  });
});
