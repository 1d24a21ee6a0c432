import { extractText, getDocumentProxy } from 'unpdf';
import { beforeAll, describe, expect, it } from 'vitest';
import { drivers } from '../test/database';
import { as, completeCompany, createAccount, validInvoice, type Account, useTestApp } from '../test/harness';

async function pdfText(payload: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(payload)), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

describe.each(drivers)('a machine’s history and service book on %s', (driver) => {
  const test = useTestApp(driver);
  let account: Account;
  let machineId: string;
  let workOrderId: string;
  let invoiceNumber: string;
  beforeAll(async () => {
    account = await createAccount(test.app);
    const api = as(test.app, account);
    await api.put('/api/company', completeCompany);
    const customer = (
      await api.post('/api/customers', {
        name: 'Åkeri Nord AB',
        street: 'Storgatan 1',
        postalCode: '97231',
        city: 'Luleå',
        paymentTermsDays: 15,
      })
    ).json();
    machineId = (
      await api.post('/api/machines', {
        customerId: customer.id,
        category: 'Grävmaskin',
        make: 'Volvo',
        model: 'EC220E',
        serialNumber: 'VCE123',
        registrationNumber: 'ABC123',
        year: 2019,
      })
    ).json().id;
    await api.post(`/api/machines/${machineId}/meter-readings`, { value: 1200, readingDate: '2026-05-01' });
    workOrderId = (
      await api.post('/api/workorders', {
        title: 'Service 1250 h',
        description: 'Byte av motorolja och filter.\nKontroll av hydraulik.',
        workCategory: 'Service',
        machineId,
        meterReading: 1250,
        executionDate: '2026-06-10',
        status: 'Klar',
        todoList: [
          { text: 'Byt motorolja', done: true },
          { text: 'Kontrollera slangar', done: false },
        ],
        materials: [{ name: 'Motorolja 15W-40', quantity: '24' }],
      })
    ).json().id;
    const invoice = await api.post('/api/invoice', { ...validInvoice(workOrderId) });
    invoiceNumber = invoice.json().invoiceNumber;
    expect(invoice.json()).toMatchObject({ customerId: customer.id, dueDate: '2026-06-30' });
  });

  it('tells the machine, its owner, its work orders with their invoices, and its readings', async () => {
    const history = (await as(test.app, account).get(`/api/machines/${machineId}/history`)).json();
    expect(history.machine).toMatchObject({
      id: machineId,
      meter: 1250,
      meterDate: '2026-06-10',
      customerName: 'Åkeri Nord AB',
    });
    expect(history.customer).toMatchObject({ name: 'Åkeri Nord AB', city: 'Luleå' });
    expect(history.workOrders).toHaveLength(1);
    expect(history.workOrders[0]).toMatchObject({
      id: workOrderId,
      meterReading: 1250,
      invoices: [{ invoiceNumber, total: 11965.63, amountToPay: 11966, status: 'pending' }],
    });
    expect(
      history.meterReadings.map((reading: { value: number; source: string }) => `${reading.value} ${reading.source}`),
    ).toEqual(['1250 work-order', '1200 manual']);
  });

  it('prints the service book: machine, owner, every job with meter, checklist and materials, and the readings', async () => {
    const response = await as(test.app, account).get(`/api/machines/${machineId}/service-book`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="servicebok-${machineId}.pdf"`);
    const text = await pdfText(response.rawPayload);
    for (const expected of [
      'SERVICEBOK',
      'Svenssons Maskinservice AB',
      'Volvo EC220E',
      'VCE123',
      'ABC123',
      '2019',
      'Åkeri Nord AB',
      'Storgatan 1',
      'Utförda arbeten',
      '2026-06-10',
      '1 250 h',
      'Service 1250 h',
      'Byte av motorolja och filter.',
      '☑ Byt motorolja',
      '☐ Kontrollera slangar',
      'Motorolja 15W-40 × 24',
      `Faktura ${invoiceNumber}`,
      'Mätaravläsningar',
      '1 200 h',
      'Avläsning',
      'Sida 1 av 1',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('prints a service book for a machine with nothing done yet', async () => {
    const api = as(test.app, account);
    const customer = (await api.post('/api/customers', { name: 'Ny kund' })).json();
    const machine = (
      await api.post('/api/machines', { customerId: customer.id, category: 'Traktor', make: 'Valtra' })
    ).json();
    const text = await pdfText((await api.get(`/api/machines/${machine.id}/service-book`)).rawPayload);
    expect(text).toContain('Inga arbetsordrar på maskinen ännu.');
    expect(text).toContain('Inga avläsningar ännu.');
  });

  it('pages the history and the readings, bounds what a work order carries, and bounds the service book', async () => {
    const api = as(test.app, account);
    const customer = (await api.post('/api/customers', { name: 'Stor kund' })).json();
    const machine = (
      await api.post('/api/machines', { customerId: customer.id, category: 'Grävmaskin', make: 'Volvo' })
    ).json();
    const longText = 'Kontroll av hydraulik och bomcylindrar. '.repeat(12);
    const job = (index: number) => ({
      title: `Jobb ${index}`,
      workCategory: 'Reparation',
      machineId: machine.id,
      todoList: Array.from({ length: 60 }, (_, item) => ({ text: `${longText.slice(0, 300)} ${item}` })),
    });
    for (let index = 1; index <= 105; index++)
      expect((await api.post('/api/workorders', job(index))).statusCode).toBe(201);

    const first = await api.get(`/api/machines/${machine.id}/history`);
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-total-count']).toBe('105');
    expect(first.json().workOrders).toHaveLength(20);
    expect(first.json().workOrderTotal).toBe(105);
    expect(first.json().workOrders[0].title).toBe('Jobb 105');
    const last = (await api.get(`/api/machines/${machine.id}/history?limit=100&offset=100`)).json();
    expect(last.workOrders.map((workOrder: { title: string }) => workOrder.title)).toEqual([
      'Jobb 5',
      'Jobb 4',
      'Jobb 3',
      'Jobb 2',
      'Jobb 1',
    ]);
    for (const query of ['limit=101', 'limit=0', 'offset=-1', 'limit=tio']) {
      expect((await api.get(`/api/machines/${machine.id}/history?${query}`)).statusCode, query).toBe(400);
    }

    // A work order's own fields are kept as sent, but not without bound.
    const huge = await api.post('/api/workorders', {
      ...job(0),
      materials: [{ name: 'Slang', quantity: 1, note: 'x'.repeat(250_000) }],
    });
    expect(huge.statusCode).toBe(400);
    expect(huge.json().errors).toEqual([
      {
        field: 'materials',
        message: 'Checklistan och materialet är för stora: högst 200\u00a0000 tecken tillsammans.',
      },
    ]);

    for (const [day, value] of [
      ['2026-01-10', 100],
      ['2026-02-10', 200],
      ['2026-03-10', 300],
    ] as const) {
      await api.post(`/api/machines/${machine.id}/meter-readings`, { value, readingDate: day });
    }
    const readings = await api.get(`/api/machines/${machine.id}/meter-readings?limit=2`);
    expect(readings.headers['x-total-count']).toBe('3');
    expect(readings.json().map((reading: { value: number }) => reading.value)).toEqual([300, 200]);
    expect((await api.get(`/api/machines/${machine.id}/meter-readings?limit=2&offset=2`)).json()).toHaveLength(1);

    const book = await api.get(`/api/machines/${machine.id}/service-book`);
    expect(book.statusCode).toBe(200);
    const text = await pdfText(book.rawPayload);
    expect(text).toContain('De 100 senaste av maskinens 105 arbetsordrar.');
    expect(text).toContain('Jobb 105');
    expect(text).not.toContain('Jobb 5 ');
    expect(text).toContain('… och 20 punkter till (se arbetsordern)');
  });
});
