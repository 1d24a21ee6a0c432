import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../shared/dates';
import { isValidOcr } from '../../shared/ocr';
import { drivers } from '../test/database';
import { as, createAccount, validInvoice, validWorkOrder, type Account, TEST_TODAY, useTestApp } from '../test/harness';

describe.each(drivers)('invoices on %s', (driver) => {
  const test = useTestApp(driver);
  let account: Account;
  let workOrderId: string;
  beforeAll(async () => {
    account = await createAccount(test.app);
    workOrderId = (await as(test.app, account).post('/api/workorders', validWorkOrder)).json().id;
  });
  const api = () => as(test.app, account);
  const create = async (overrides: Record<string, unknown> = {}) => {
    const response = await api().post('/api/invoice', { ...validInvoice(workOrderId), ...overrides });
    expect(response.statusCode).toBe(201);
    return response.json();
  };

  it('creates an invoice with number F{yyyy}{mm}{NNNN}, due in 30 days, and a valid OCR reference', async () => {
    const invoice = await create();
    const today = TEST_TODAY;
    expect(invoice.invoiceNumber).toMatch(new RegExp(`^F${today.slice(0, 4)}${today.slice(5, 7)}[1-9]\\d{3}$`));
    expect(invoice.dueDate).toBe(addDays(today, 30));
    expect(invoice.invoiceDate).toBe(today);
    expect(invoice.status).toBe('pending');
    expect(isValidOcr(invoice.ocr)).toBe(true);
  });

  it.each([
    [
      [
        { quantity: 1, price: 3500 },
        { quantity: 1, price: 720 },
        { quantity: 1, price: 247.75 },
      ],
      4467.75,
      1116.94,
      5584.69,
      5585,
    ],
    [
      [
        { quantity: 8.5, price: 850 },
        { quantity: 2, price: 1173.75 },
      ],
      9572.5,
      2393.13,
      11965.63,
      11966,
    ],
    [
      [
        { quantity: 4, price: 850 },
        { quantity: 28, price: 62.4 },
        { quantity: 3, price: 189.9 },
      ],
      5716.9,
      1429.23,
      7146.13,
      7146,
    ],
    [
      [
        { quantity: 2, price: 100.5 },
        { quantity: 1, price: 0.99 },
      ],
      201.99,
      50.5,
      252.49,
      252,
    ],
    [
      [
        { quantity: 3, price: 0.1 },
        { quantity: 1, price: 0.2 },
      ],
      0.5,
      0.13,
      0.63,
      1,
    ],
  ])('computes the totals of the Swedish invoicing vectors: %j', async (lines, net, vat, total, amountToPay) => {
    const items = lines.map((line, index) => ({ description: `Rad ${index + 1}`, ...line }));
    const invoice = await create({ items, total: 1, net: 2 });
    expect(invoice).toMatchObject({ net, vat, total, amountToPay });
  });

  it('stores money as whole öre', async () => {
    const invoice = await create();
    const result = await test.database.db.execute(
      sql`select net_ore, vat_ore, total_ore from invoices where id = ${invoice.id}`,
    );
    const row = (result as unknown as { rows: Array<Record<string, unknown>> }).rows[0]!;
    expect(Number(row.total_ore)).toBe(1196563);
    expect(Number(row.vat_ore)).toBe(239313);
  });

  it.each([
    [{ customerName: '' }, 'Vänligen fyll i alla obligatoriska fält', 'customerName'],
    [{ customerEmail: '' }, 'Vänligen fyll i alla obligatoriska fält', 'customerEmail'],
    [{ workOrderId: '' }, 'Vänligen fyll i alla obligatoriska fält', 'workOrderId'],
    [{ workOrderId: undefined }, 'Vänligen fyll i alla obligatoriska fält', 'workOrderId'],
    [{ items: [] }, 'Vänligen kontrollera att alla fakturarader är korrekt ifyllda', 'items'],
    [
      { items: [{ description: '', quantity: 1, price: 100 }] },
      'Vänligen kontrollera att alla fakturarader är korrekt ifyllda',
      'items.0.description',
    ],
    [
      { items: [{ description: 'Arbete', quantity: 1, price: 0 }] },
      'Vänligen kontrollera att alla fakturarader är korrekt ifyllda',
      'items.0.price',
    ],
    [
      { items: [{ description: 'Arbete', quantity: 1, price: -5 }] },
      'Vänligen kontrollera att alla fakturarader är korrekt ifyllda',
      'items.0.price',
    ],
    [
      { items: [{ description: 'Arbete', quantity: 1, price: 10.005 }] },
      'Vänligen kontrollera att alla fakturarader är korrekt ifyllda',
      'items.0.price',
    ],
    [
      { items: [{ description: 'Arbete', quantity: 1, price: 1e308 }] },
      'Vänligen kontrollera att alla fakturarader är korrekt ifyllda',
      'items.0.price',
    ],
    [
      { items: [{ description: 'Arbete', quantity: 0.5, price: 100 }] },
      'Antal måste vara minst 1 och ha högst två decimaler.',
      'items.0.quantity',
    ],
    [
      { items: [{ description: 'Arbete', quantity: -2, price: 100 }] },
      'Antal måste vara minst 1 och ha högst två decimaler.',
      'items.0.quantity',
    ],
    [
      { items: [{ description: 'Arbete', quantity: '1e308', price: 100 }] },
      'Antal måste vara minst 1 och ha högst två decimaler.',
      'items.0.quantity',
    ],
    [{ customerEmail: 'ingen-adress' }, 'Ange en giltig e-postadress.', 'customerEmail'],
    [{ dueDate: '31/12/2026' }, 'Ange ett giltigt datum (ÅÅÅÅ-MM-DD).', 'dueDate'],
    [{ status: 'makulerad' }, 'Ogiltig status.', 'status'],
  ])('refuses %j with the message %s and writes nothing', async (override, message, field) => {
    const before = (await api().get('/api/invoice?limit=1')).headers['x-total-count'];
    const response = await api().post('/api/invoice', { ...validInvoice(workOrderId), ...override });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(response.json().errors).toEqual(expect.arrayContaining([expect.objectContaining({ field, message })]));
    expect((await api().get('/api/invoice?limit=1')).headers['x-total-count']).toBe(before);
  });

  it('takes the invoice date the office sets: not in the future, not before the last issued invoice, and no due date before it', async () => {
    const owner = await createAccount(test.app);
    const office = as(test.app, owner);
    const job = (await office.post('/api/workorders', validWorkOrder)).json().id;
    const post = (overrides: Record<string, unknown>) =>
      office.post('/api/invoice', { ...validInvoice(job), ...overrides });
    const refusal = async (overrides: Record<string, unknown>, field: string, message: string) => {
      const response = await post(overrides);
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(response.json()).toMatchObject({ message, errors: [{ field, message }] });
    };

    // Set back to the first of the month: its number, its due date by the terms, all from that date.
    const first = await post({ invoiceDate: '2026-06-01' });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ invoiceDate: '2026-06-01', dueDate: '2026-07-01' });
    expect(first.json().invoiceNumber).toMatch(/^F202606\d{4}$/);
    expect((await office.get('/api/invoice/next-number?invoiceDate=2026-06-10')).json()).toMatchObject({
      dueDate: '2026-07-10',
    });
    const badDate = await office.get('/api/invoice/next-number?invoiceDate=2026-02-30');
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json().message).toBe('Ange ett giltigt datum (ÅÅÅÅ-MM-DD).');

    await refusal({ invoiceDate: '2026-06-16' }, 'invoiceDate', 'Fakturadatumet kan inte vara senare än i dag.');
    await refusal(
      { invoiceDate: '2026-06-10', dueDate: '2026-06-09' },
      'dueDate',
      'Förfallodatumet kan inte vara före fakturadatumet.',
    );
    await refusal({ dueDate: '2026-06-14' }, 'dueDate', 'Förfallodatumet kan inte vara före fakturadatumet.');
    const tenth = await post({ invoiceDate: '2026-06-10', dueDate: '2026-06-10' });
    expect(tenth.statusCode, tenth.body).toBe(201);
    // Numbers follow dates: nothing dated before the last invoice issued.
    await refusal(
      { invoiceDate: '2026-06-05' },
      'invoiceDate',
      'Fakturadatumet kan inte vara före 2026-06-10, datumet på den senast utfärdade fakturan: fakturanumren ska följa datumen.',
    );
    expect(Number(tenth.json().invoiceNumber.slice(1))).toBeGreaterThan(Number(first.json().invoiceNumber.slice(1)));

    // An issued invoice keeps its date; a client sends back what it read; a due date before it is refused.
    const read = tenth.json();
    const same = await office.put(`/api/invoice/${read.id}`, { ...read, notes: 'Rättad text' });
    expect(same.statusCode, same.body).toBe(200);
    const moved = await office.put(`/api/invoice/${read.id}`, {
      ...read,
      invoiceDate: '2026-06-12',
      dueDate: '2026-07-12',
    });
    expect(moved.statusCode).toBe(409);
    expect(moved.json().message).toBe(
      'Fakturadatumet kan inte ändras på en utfärdad faktura: fakturanumret följer datumet. Ta bort fakturan och skapa en ny.',
    );
    const early = await office.put(`/api/invoice/${read.id}`, { ...read, dueDate: '2026-06-09' });
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toBe('Förfallodatumet kan inte vara före fakturadatumet.');
    expect((await office.get(`/api/invoice/${read.id}`)).json()).toMatchObject({
      invoiceDate: '2026-06-10',
      dueDate: '2026-06-10',
    });
  });

  it('accepts quantities and prices typed with a decimal comma', async () => {
    const invoice = await create({ items: [{ description: 'Arbete', quantity: '8,5', price: '850,00' }] });
    expect(invoice.items[0]).toEqual({
      id: expect.any(String),
      description: 'Arbete',
      quantity: 8.5,
      price: 850,
      amount: 7225,
      unit: null,
      creditedQuantity: 0,
    });
  });

  it('answers 404 for a work order that does not exist', async () => {
    const response = await api().post('/api/invoice', validInvoice('00000000-0000-4000-8000-000000000000'));
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Arbetsordern hittades inte.');
  });

  it('answers 409 for an invoice number already used', async () => {
    await create({ invoiceNumber: 'F-EGEN-1' });
    const response = await api().post('/api/invoice', {
      ...validInvoice(workOrderId),
      invoiceNumber: 'F-EGEN-1',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Fakturanumret används redan.');
  });

  it('continues the month’s series past more than a hundred numbers given by hand', async () => {
    const other = await createAccount(test.app);
    const workshop = as(test.app, other);
    const otherWorkOrder = (await workshop.post('/api/workorders', validWorkOrder)).json();
    const period = `F${TEST_TODAY.slice(0, 4)}${TEST_TODAY.slice(5, 7)}`;
    for (let suffix = 1000; suffix <= 1120; suffix++) {
      const given = await workshop.post('/api/invoice', {
        ...validInvoice(otherWorkOrder.id),
        invoiceNumber: `${period}${suffix}`,
      });
      expect(given.statusCode).toBe(201);
    }
    expect((await workshop.get('/api/invoice/next-number')).json()).toMatchObject({
      invoiceNumber: `${period}1121`,
    });
    const next = await workshop.post('/api/invoice', validInvoice(otherWorkOrder.id));
    expect(next.statusCode, next.body).toBe(201);
    expect(next.json().invoiceNumber).toBe(`${period}1121`);
    expect((await workshop.post('/api/invoice', validInvoice(otherWorkOrder.id))).json().invoiceNumber).toBe(
      `${period}1122`,
    );
  });

  it('lists one work order’s invoices', async () => {
    const other = await createAccount(test.app);
    const workshop = as(test.app, other);
    const first = (await workshop.post('/api/workorders', validWorkOrder)).json();
    const second = (await workshop.post('/api/workorders', validWorkOrder)).json();
    const billed = (await workshop.post('/api/invoice', validInvoice(first.id))).json();
    await workshop.post('/api/invoice', validInvoice(second.id));
    const listed = await workshop.get(`/api/invoice?workOrderId=${first.id}`);
    expect(listed.json().map((invoice: { id: string }) => invoice.id)).toEqual([billed.id]);
    expect(listed.headers['x-total-count']).toBe('1');
    expect((await workshop.get('/api/invoice?workOrderId=inte-ett-id')).json()).toEqual([]);
    expect((await api().get(`/api/invoice?workOrderId=${first.id}`)).json()).toEqual([]);
  });

  it('takes the due date from the payment terms in the company details', async () => {
    const other = await createAccount(test.app);
    const otherWorkOrder = (await as(test.app, other).post('/api/workorders', validWorkOrder)).json();
    await as(test.app, other).put('/api/company', { name: 'Kort kredit AB', paymentTermsDays: 10 });
    const invoice = (await as(test.app, other).post('/api/invoice', validInvoice(otherWorkOrder.id))).json();
    expect(invoice.dueDate).toBe(addDays(TEST_TODAY, 10));
  });

  it('lists each invoice exactly as it reads on its own, in every filter', async () => {
    const other = await createAccount(test.app);
    const otherApi = as(test.app, other);
    const otherWorkOrder = (await otherApi.post('/api/workorders', validWorkOrder)).json().id;
    const post = async (overrides: Record<string, unknown>) => {
      const response = await otherApi.post('/api/invoice', { ...validInvoice(otherWorkOrder), ...overrides });
      expect(response.statusCode, response.body).toBe(201);
      return response.json();
    };
    // Öresavrundning up and down, tiny and large amounts, a number without digits, paid, overdue, credited.
    await post({});
    await post({
      invoiceNumber: 'UTAN-SIFFROR',
      items: [{ description: 'Småsak', quantity: 1, price: 0.01 }],
    });
    await post({
      invoiceNumber: 'F2026-99',
      items: [{ description: 'Motorbyte', quantity: 1, price: 987654.49 }],
    });
    await post({ status: 'paid', paidAt: TEST_TODAY });
    const late = await post({});
    await test.database.db.execute(
      sql`update invoices set due_date = ${addDays(TEST_TODAY, -3)} where id = ${late.id}`,
    );
    const credited = await post({ items: [{ description: 'Arbete', quantity: 1.5, price: 333.33 }] });
    expect((await otherApi.post(`/api/invoice/${credited.id}/credit`)).statusCode).toBe(201);

    for (const filter of ['', '&status=pending', '&status=paid', '&status=overdue']) {
      const listed = await otherApi.get(`/api/invoice?limit=50${filter}`);
      expect(listed.statusCode).toBe(200);
      const items = listed.json() as Array<{ id: string }>;
      expect(listed.headers['x-total-count']).toBe(String(items.length));
      for (const item of items) expect(item).toEqual((await otherApi.get(`/api/invoice/${item.id}`)).json());
    }
    const all = (await otherApi.get('/api/invoice?limit=50')).json() as Array<{
      status: string;
      creditForInvoiceId: string | null;
    }>;
    expect(all).toHaveLength(7);
    expect(all.filter((item) => item.status === 'overdue')).toHaveLength(1);
    expect(all.filter((item) => item.creditForInvoiceId !== null)).toHaveLength(1);
    // The credited invoice and its credit note settle each other: neither is counted as Väntande.
    const pending = await otherApi.get('/api/invoice?limit=50&status=pending');
    expect(pending.headers['x-total-count']).toBe('3');
    expect(pending.json().map((item: { id: string }) => item.id)).not.toContain(credited.id);
    expect(
      pending.json().every((item: { creditForInvoiceId: string | null }) => item.creditForInvoiceId === null),
    ).toBe(true);
  });

  it('reads an unpaid invoice past its due date as overdue, and filters it so', async () => {
    const invoice = await create();
    await test.database.db.execute(
      sql`update invoices set due_date = ${addDays(TEST_TODAY, -1)} where id = ${invoice.id}`,
    );
    const read = (await api().get(`/api/invoice/${invoice.id}`)).json();
    expect(read).toMatchObject({ status: 'overdue', storedStatus: 'pending' });
    const overdue = (await api().get('/api/invoice?status=overdue')).json();
    expect(overdue.map((item: { id: string }) => item.id)).toContain(invoice.id);
    const pending = (await api().get('/api/invoice?status=pending')).json();
    expect(pending.map((item: { id: string }) => item.id)).not.toContain(invoice.id);
  });

  it('records paidAt when an invoice becomes paid, today unless a date is given', async () => {
    const invoice = await create();
    const paid = (
      await api().put(`/api/invoice/${invoice.id}`, { ...validInvoice(workOrderId), status: 'paid' })
    ).json();
    expect(paid).toMatchObject({ status: 'paid', paidAt: TEST_TODAY });
    const other = await create();
    await test.database.db.execute(
      sql`update invoices set invoice_date = ${addDays(TEST_TODAY, -60)} where id = ${other.id}`,
    );
    const paidEarlier = (
      await api().put(`/api/invoice/${other.id}`, {
        ...validInvoice(workOrderId),
        status: 'paid',
        paidAt: addDays(TEST_TODAY, -20),
      })
    ).json();
    expect(paidEarlier.paidAt).toBe(addDays(TEST_TODAY, -20));
    const created = await create({ status: 'paid' });
    expect(created.paidAt).toBe(TEST_TODAY);
  });

  it('refuses a payment dated before the invoice or in the future, and writes nothing', async () => {
    const invoice = await create();
    for (const [paidAt, message] of [
      [addDays(TEST_TODAY, -1), 'Betaldatum kan inte vara före fakturadatum.'],
      [addDays(TEST_TODAY, 1), 'Betaldatum kan inte ligga i framtiden.'],
    ]) {
      const response = await api().put(`/api/invoice/${invoice.id}`, {
        ...validInvoice(workOrderId),
        status: 'paid',
        paidAt,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message, errors: [{ field: 'paidAt' }] });
    }
    expect((await api().get(`/api/invoice/${invoice.id}`)).json()).toMatchObject({
      status: 'pending',
      paidAt: null,
      contentLocked: false,
    });
  });

  it('edits an unpaid invoice: lines replaced and totals recomputed, number kept', async () => {
    const invoice = await create();
    const response = await api().put(`/api/invoice/${invoice.id}`, {
      ...validInvoice(workOrderId),
      ...invoice,
      items: [{ description: 'Service 500 h', quantity: 1, price: 4467.75 }],
      total: 999999,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      invoiceNumber: invoice.invoiceNumber,
      net: 4467.75,
      vat: 1116.94,
      total: 5584.69,
      items: [{ description: 'Service 500 h' }],
    });
  });

  it('pages and filters the list, newest first, with X-Total-Count', async () => {
    const fresh = await createAccount(test.app);
    const freshWorkOrder = (await as(test.app, fresh).post('/api/workorders', validWorkOrder)).json();
    const ids = [];
    for (const status of ['pending', 'paid', 'pending', 'overdue', 'paid']) {
      ids.push(
        (await as(test.app, fresh).post('/api/invoice', { ...validInvoice(freshWorkOrder.id), status })).json().id,
      );
    }
    const all = await as(test.app, fresh).get('/api/invoice');
    expect(all.headers['x-total-count']).toBe('5');
    expect(all.json().map((invoice: { id: string }) => invoice.id)).toEqual([...ids].reverse());
    const paid = await as(test.app, fresh).get('/api/invoice?status=paid&limit=1');
    expect(paid.headers['x-total-count']).toBe('2');
    expect(paid.json()).toHaveLength(1);
    expect((await as(test.app, fresh).get('/api/invoice?status=pending')).headers['x-total-count']).toBe('2');
    expect((await as(test.app, fresh).get('/api/invoice?status=overdue')).headers['x-total-count']).toBe('1');
    expect((await as(test.app, fresh).get('/api/invoice?status=makulerad')).statusCode).toBe(400);
  });
});
