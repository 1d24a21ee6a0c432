import { extractText, getDocumentProxy } from 'unpdf';
import { beforeAll, describe, expect, it } from 'vitest';
import { drivers } from '../test/database';
import {
  as,
  completeCompany,
  createAccount,
  validInvoice,
  validWorkOrder,
  type Account,
  useTestApp,
} from '../test/harness';
import { multiLine, singleLine } from '../pdf/text';

/** Customers from across the EU: Polish, Czech, Hungarian, German, Danish, Greek and Bulgarian names. */
const europeanNames = 'Łódź Źródło Čapek Dvořák Őrség Müller Ærø Ελλάδα България';

describe('PDF text', () => {
  it('prints tabs and line breaks as spaces or lines, never as boxes', () => {
    expect(singleLine('Åkeri\tNord\r\nAB\u001b')).toBe('Åkeri Nord AB');
    expect(multiLine('Rad 1\r\nRad 2\rRad\t3\u0007')).toBe('Rad 1\nRad 2\nRad    3');
  });
});

async function pdfText(payload: Buffer): Promise<{ text: string; pages: number }> {
  const document = await getDocumentProxy(new Uint8Array(payload));
  const { text, totalPages } = await extractText(document, { mergePages: true });
  return { text: text.replace(/\s+/g, ' '), pages: totalPages };
}

describe.each(drivers)('the invoice PDF on %s', (driver) => {
  const test = useTestApp(driver);
  let account: Account;
  let workOrderId: string;
  beforeAll(async () => {
    account = await createAccount(test.app);
    await as(test.app, account).put('/api/company', completeCompany);
    workOrderId = (
      await as(test.app, account).post('/api/workorders', { ...validWorkOrder, executionDate: '2026-11-18' })
    ).json().id;
  });

  it('returns a real PDF named faktura-{number}.pdf', async () => {
    const invoice = (await as(test.app, account).post('/api/invoice', validInvoice(workOrderId))).json();
    const response = await as(test.app, account).get(`/api/invoice/${invoice.id}/pdf`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="faktura-${invoice.invoiceNumber}.pdf"; filename*=UTF-8''faktura-${invoice.invoiceNumber}.pdf`,
    );
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('shows everything mervärdesskattelagen 17 kap. 24 § asks for', async () => {
    const invoice = (await as(test.app, account).post('/api/invoice', validInvoice(workOrderId))).json();
    const { text } = await pdfText((await as(test.app, account).get(`/api/invoice/${invoice.id}/pdf`)).rawPayload);
    const expected = [
      'FAKTURA',
      invoice.invoiceNumber,
      invoice.invoiceDate,
      invoice.dueDate,
      'Svenssons Maskinservice AB',
      'Industrivägen 4',
      '241 38 Eslöv',
      'Org.nr 556036-0793',
      'Momsreg.nr SE556036079301',
      'Godkänd för F-skatt',
      'Åkeri Nord AB',
      'Storgatan 1, 972 31 Luleå',
      'Arbete, 8,5 h',
      'Hydraulslang',
      'Datum för arbetet 2026-11-18',
      'Momspliktigt belopp (25 %)',
      '9 572,50 kr',
      'Moms 25 %',
      '2 393,13 kr',
      '11 965,63 kr',
      'Öresavrundning',
      '0,37 kr',
      'Att betala',
      '11 966,00 kr',
      'Bankgiro: 5050-1055',
      `OCR-nummer: ${invoice.ocr}`,
      'Sida 1 av 1',
    ];
    const normalised = text.replace(/\u202f|\u00a0/g, ' ');
    for (const part of expected) expect(normalised).toContain(part);
  });

  it('names the job’s machine: make, model, registration and serial number', async () => {
    const api = as(test.app, account);
    const customer = (await api.post('/api/customers', { name: 'Åkeri Nord AB' })).json();
    const machine = (
      await api.post('/api/machines', {
        customerId: customer.id,
        category: 'Grävmaskin',
        make: 'Volvo',
        model: 'EC220E',
        registrationNumber: 'ABC123',
        serialNumber: 'VCE0EC220E123456',
      })
    ).json();
    const job = (
      await api.post('/api/workorders', {
        ...validWorkOrder,
        machineId: machine.id,
        executionDate: '2026-11-18',
      })
    ).json();
    const invoice = (await api.post('/api/invoice', validInvoice(job.id))).json();
    const { text } = await pdfText((await api.get(`/api/invoice/${invoice.id}/pdf`)).rawPayload);
    expect(text).toContain('Maskin Volvo EC220E (reg.nr ABC123, serienr VCE0EC220E123456)');
  });

  it('flows long invoices onto further pages with "Sida N av M"', async () => {
    const items = Array.from({ length: 80 }, (_, index) => ({
      description: `Reservdel nummer ${index + 1}`,
      quantity: 1,
      price: 100,
    }));
    const invoice = (await as(test.app, account).post('/api/invoice', { ...validInvoice(workOrderId), items })).json();
    const { text, pages } = await pdfText(
      (await as(test.app, account).get(`/api/invoice/${invoice.id}/pdf`)).rawPayload,
    );
    expect(pages).toBeGreaterThan(1);
    expect(text).toContain(`Sida ${pages} av ${pages}`);
    expect(text.match(/Beskrivning/g)?.length).toBe(pages);
    expect(text).toContain('Reservdel nummer 80');
    expect(text).toContain(`Faktura ${invoice.invoiceNumber} (forts.)`);
  });

  it('prints European letters, tabs and line breaks in names and lines as written', async () => {
    const invoice = (
      await as(test.app, account).post('/api/invoice', {
        ...validInvoice(workOrderId),
        customerName: `Łódź\tMaszyny`,
        items: [{ description: `${europeanNames}\r\nandra raden`, quantity: 1, price: 100 }],
      })
    ).json();
    const { text } = await pdfText((await as(test.app, account).get(`/api/invoice/${invoice.id}/pdf`)).rawPayload);
    expect(text).toContain('Łódź Maszyny');
    for (const word of europeanNames.split(' ')) expect(text).toContain(word);
    expect(text).toContain('andra raden');
  });

  it('heads an invoice whose seller details are incomplete as such and names what is missing', async () => {
    const newcomer = await createAccount(test.app);
    const newcomerWorkOrder = (await as(test.app, newcomer).post('/api/workorders', validWorkOrder)).json().id;
    const invoice = (await as(test.app, newcomer).post('/api/invoice', validInvoice(newcomerWorkOrder))).json();
    const { text } = await pdfText((await as(test.app, newcomer).get(`/api/invoice/${invoice.id}/pdf`)).rawPayload);
    expect(text).toContain('OFULLSTÄNDIG – FÅR INTE SKICKAS');
    expect(text).toContain(
      'Saknas i företagsuppgifterna: organisationsnummer, momsregistreringsnummer, adress, bankgiro.',
    );
    expect(text).toContain('Betalningsuppgifter saknas');
    expect(text).not.toContain('OCR-nummer:');
  });

  it('marks a credit note with the original number and date', async () => {
    const original = (await as(test.app, account).post('/api/invoice', validInvoice(workOrderId))).json();
    const credit = (await as(test.app, account).post(`/api/invoice/${original.id}/credit`)).json();
    const { text } = await pdfText((await as(test.app, account).get(`/api/invoice/${credit.id}/pdf`)).rawPayload);
    expect(text).toContain('KREDITFAKTURA');
    expect(text).toContain('Att kreditera');
    expect(text).toContain(`Kreditfaktura avser faktura ${original.invoiceNumber} daterad ${original.invoiceDate}.`);
    expect(text.replace(/\u202f|\u00a0/g, ' ')).toContain('−11 966,00 kr');
    // Nothing is paid to a credit note: it prints no OCR number.
    expect(text).not.toContain('OCR');
    expect(text).not.toContain(credit.ocr);
  });

  it('prints no "Öresavrundning" when there is nothing to round', async () => {
    const invoice = (
      await as(test.app, account).post('/api/invoice', {
        ...validInvoice(workOrderId),
        items: [{ description: 'Arbete', quantity: 2, price: 1000 }],
      })
    ).json();
    expect(invoice).toMatchObject({ total: 2500, roundingAmount: 0, amountToPay: 2500 });
    const { text } = await pdfText((await as(test.app, account).get(`/api/invoice/${invoice.id}/pdf`)).rawPayload);
    expect(text).not.toContain('Öresavrundning');
    expect(text.replace(/\u202f|\u00a0/g, ' ')).toContain('Att betala 2 500,00 kr');
  });
});
