import { beforeAll, describe, expect, it } from 'vitest';
import { ocrWithLengthAndCheckDigit } from '../../shared/ocr';
import { drivers } from '../test/database';
import { as, createAccount, validInvoice, validWorkOrder, useWorkshop } from '../test/harness';

describe.each(drivers)('the header search on %s', (driver) => {
  const ctx = useWorkshop(driver);
  let workOrder: { id: string; workOrderNumber: string };
  let invoiceNumber: string;
  let ocr: string;
  beforeAll(async () => {
    const api = ctx.api();
    const customer = (await api.post('/api/customers', { name: 'Åkeri Nord AB', city: 'Luleå' })).json();
    await api.post('/api/machines', {
      customerId: customer.id,
      category: 'Grävmaskin',
      make: 'Volvo',
      registrationNumber: 'ABC123',
      serialNumber: 'VCE777',
    });
    workOrder = (await api.post('/api/workorders', { ...validWorkOrder, workOrderNumber: 'AO-SÖK-42' })).json();
    ({ invoiceNumber, ocr } = (await api.post('/api/invoice', validInvoice(workOrder.id))).json());
  });
  const search = async (q: string, account_ = ctx.account) =>
    (await as(ctx.app, account_).get(`/api/search?q=${encodeURIComponent(q)}`)).json();

  it('finds customers by name, machines by registration or serial, work orders and invoices by number', async () => {
    expect((await search('åkeri')).customers).toEqual([
      { id: expect.any(String), title: 'Åkeri Nord AB', detail: '1001 · Luleå' },
    ]);
    expect((await search('abc1')).machines).toEqual([
      { id: expect.any(String), title: 'Volvo', detail: 'ABC123 · Åkeri Nord AB' },
    ]);
    expect((await search('vce7')).machines).toHaveLength(1);
    expect((await search('sök-4')).workOrders).toEqual([
      { id: workOrder.id, title: 'AO-SÖK-42', detail: validWorkOrder.title },
    ]);
    expect((await search(invoiceNumber.slice(-6))).invoices.map((hit: { title: string }) => hit.title)).toEqual([
      invoiceNumber,
    ]);
  });

  it('finds an invoice by its OCR reference, typed with or without spaces, and not by a reference one digit off', async () => {
    const titles = async (q: string) => (await search(q)).invoices.map((hit: { title: string }) => hit.title);
    expect(await titles(ocr)).toEqual([invoiceNumber]);
    expect(await titles(ocr.replace(/(\d{4})/g, '$1 ').trim())).toEqual([invoiceNumber]);
    const wrong = `${ocr.slice(0, -1)}${(Number(ocr.at(-1)) + 1) % 10}`;
    expect(await titles(wrong)).toEqual([]);
  });

  it('does not take a reference with leading zeros for the invoice whose serial it would be as a number', async () => {
    const serial = ocr.slice(0, -2);
    // A valid OCR of its own ("00" and the serial, with its own length and check digit), not this invoice's.
    const zeroed = ocrWithLengthAndCheckDigit(`00${serial}`);
    expect(zeroed).not.toBe(ocr);
    expect((await search(zeroed)).invoices).toEqual([]);
  });

  it('finds nothing for an empty query, nothing of another workshop, and refuses a query over 100 characters', async () => {
    expect(await search('  ')).toEqual({ customers: [], machines: [], workOrders: [], invoices: [] });
    const other = await createAccount(ctx.app);
    expect(await search('åkeri', other)).toEqual({
      customers: [],
      machines: [],
      workOrders: [],
      invoices: [],
    });
    expect((await ctx.api().get(`/api/search?q=${'x'.repeat(101)}`)).statusCode).toBe(400);
    expect((await ctx.api().get('/api/search')).statusCode).toBe(400);
  });
});
