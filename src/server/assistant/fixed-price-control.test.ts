import { describe, expect, it } from 'vitest';
import { drivers } from '../test/database';
import { as, createAccount, useTestApp, type Account } from '../test/harness';

// Fakturakontroll reads a fixed-price job by its accepted amount, not its time (QUOTES.md decision 6;
// docs/decisions/064). The test clock's day is 2026-06-15.

interface Finding {
  key: string;
  kind: string;
  amount: number | null;
  message: string;
  workOrderId?: string;
  invoiceId?: string;
}

const text = (value: string) => value.replace(/\u00a0|\u202f/g, ' ');

describe.each(drivers)('Fakturakontroll and a fixed price on %s', (driver) => {
  const test = useTestApp(driver);

  /** A company customer (Swedish VAT) whose accepted quote made a job: 4 h at 850 kr and a part at 600 kr = 4 000 kr net. */
  async function acceptedJob(owner: Account, priceType: 'fixed' | 'approximate') {
    const api = as(test.app, owner);
    const rate = (await api.get('/api/rates')).json()[0];
    expect((await api.put(`/api/rates/${rate.id}`, { name: 'Verkstadstimme', unit: 'h', price: 850 })).statusCode).toBe(
      200,
    );
    const customer = (await api.post('/api/customers', { name: 'Åkeri Nord AB', orgNumber: '556036-0793' })).json();
    const quote = (
      await api.post('/api/quotes', {
        customerId: customer.id,
        priceType,
        validUntil: '2026-07-15',
        items: [
          { description: 'Byte av hydraulpump', quantity: 4, unit: 'h', price: 850, rateId: rate.id },
          { description: 'Packningssats', quantity: 1, unit: 'st', price: 600 },
        ],
      })
    ).json();
    expect(
      (await api.post(`/api/quotes/${quote.id}/approvals`, { channel: 'phone', name: 'Per Nord' })).statusCode,
    ).toBe(201);
    const jobId = (await api.get('/api/workorders?limit=1')).json()[0].id as string;
    // Ten hours on the job: far beyond the four the price was made of.
    const time = await api.post('/api/time', { workOrderId: jobId, date: '2026-06-09', hours: 10 });
    expect(time.statusCode, time.body).toBe(201);
    const job = (await api.get(`/api/workorders/${jobId}`)).json();
    const finished = await api.put(`/api/workorders/${jobId}`, {
      ...job,
      vehicleCategory: 'Grävmaskin',
      status: 'Klar',
      executionDate: '2026-06-10',
    });
    expect(finished.statusCode, finished.body).toBe(200);
    const invoiceOf = (price: number) => ({
      customerName: customer.name,
      customerEmail: 'ekonomi@akerinord.se',
      customerId: customer.id,
      workOrderId: jobId,
      items: [{ description: 'Byte av hydraulpump enligt offert', quantity: 1, price }],
    });
    return { api, customer, jobId, job: finished.json(), invoiceOf };
  }

  const findingsOf = async (api: ReturnType<typeof as>, jobId: string) => {
    const response = await api.get('/api/insights');
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as Finding[]).filter((finding) => finding.workOrderId === jobId);
  };

  it('asks for the fixed price, not the time, of a finished job nobody invoiced', async () => {
    const { api, jobId, job } = await acceptedJob(await createAccount(test.app), 'fixed');
    const findings = await findingsOf(api, jobId);
    expect(findings).toMatchObject([{ key: `not-invoiced:${jobId}`, kind: 'not-invoiced', amount: 4000 }]);
    expect(text(findings[0]!.message)).toBe(
      `Arbetsorder ${job.workOrderNumber} (${job.title}) är klar sedan 2026-06-10 men inte fakturerad: fast pris 4 000,00 kr (exkl. moms).`,
    );
  });

  it('finds nothing when the invoice bills the accepted amount, however many hours went beyond it', async () => {
    const { api, jobId, invoiceOf } = await acceptedJob(await createAccount(test.app), 'fixed');
    const invoice = await api.post('/api/invoice', invoiceOf(4000));
    expect(invoice.statusCode, invoice.body).toBe(201);
    expect(await findingsOf(api, jobId)).toEqual([]);
  });

  it('flags an invoice below the accepted amount as under-billed, and one above it as over the fixed price', async () => {
    const { api, jobId, job, invoiceOf } = await acceptedJob(await createAccount(test.app), 'fixed');
    const invoice = (await api.post('/api/invoice', invoiceOf(3200))).json();
    const [under, ...others] = await findingsOf(api, jobId);
    expect(others).toEqual([]);
    expect(under).toMatchObject({
      key: `under-billed:${jobId}`,
      kind: 'under-billed',
      amount: 800,
      invoiceId: invoice.id,
    });
    expect(text(under!.message)).toBe(
      `Arbetsorder ${job.workOrderNumber} har fast pris 4 000,00 kr (exkl. moms, med godkänt tilläggsarbete), men faktura ${invoice.invoiceNumber} tar bara betalt för 3 200,00 kr.`,
    );

    const edited = await api.put(`/api/invoice/${invoice.id}`, {
      ...invoiceOf(4500),
      invoiceNumber: invoice.invoiceNumber,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const [over, ...rest] = await findingsOf(api, jobId);
    expect(rest).toEqual([]);
    expect(over).toMatchObject({
      key: `over-billed:${jobId}`,
      kind: 'over-billed',
      amount: 500,
      invoiceId: invoice.id,
    });
    expect(text(over!.message)).toBe(
      `Arbetsorder ${job.workOrderNumber} har fast pris 4 000,00 kr (exkl. moms, med godkänt tilläggsarbete), men faktura ${invoice.invoiceNumber} tar betalt för 4 500,00 kr: mer än kunden har godkänt.`,
    );
    // Less than a krona either way is rounding.
    expect(
      (await api.put(`/api/invoice/${invoice.id}`, { ...invoiceOf(4000.99), invoiceNumber: invoice.invoiceNumber }))
        .statusCode,
    ).toBe(200);
    expect(await findingsOf(api, jobId)).toEqual([]);
  });

  it('holds the job to the accepted amount plus accepted extra work', async () => {
    const { api, customer, jobId, invoiceOf } = await acceptedJob(await createAccount(test.app), 'fixed');
    const extra = (
      await api.post(`/api/workorders/${jobId}/extra-work`, {
        priceType: 'fixed',
        validUntil: '2026-07-15',
        items: [{ description: 'Ny hydraulslang', quantity: 2, unit: 'st', price: 400 }],
      })
    ).json();
    expect(extra.customerId).toBe(customer.id);
    // Proposed but not accepted: the job is still held to 4 000 kr.
    const invoice = (await api.post('/api/invoice', invoiceOf(4000))).json();
    expect(await findingsOf(api, jobId)).toEqual([]);
    expect(
      (await api.post(`/api/quotes/${extra.id}/approvals`, { channel: 'in-person', name: 'Per Nord' })).statusCode,
    ).toBe(201);
    // Accepted: 4 000 + 800, and the invoice of 4 000 bills 800 too little.
    const [under] = await findingsOf(api, jobId);
    expect(under).toMatchObject({ kind: 'under-billed', amount: 800 });
    expect(text(under!.message)).toContain('har fast pris 4 800,00 kr');
    expect(
      (await api.put(`/api/invoice/${invoice.id}`, { ...invoiceOf(4800), invoiceNumber: invoice.invoiceNumber }))
        .statusCode,
    ).toBe(200);
    expect(await findingsOf(api, jobId)).toEqual([]);
  });

  it('still reads a job at an approximate price by its time and materials', async () => {
    const { api, jobId, invoiceOf } = await acceptedJob(await createAccount(test.app), 'approximate');
    expect((await api.post('/api/invoice', invoiceOf(4000))).statusCode).toBe(201);
    // 10 h at 850 kr and the part at 600 kr = 9 100 kr used; 4 000 billed.
    const findings = await findingsOf(api, jobId);
    expect(findings.map((finding) => [finding.kind, finding.amount])).toEqual([['under-billed', 5100]]);
    expect(text(findings[0]!.message)).toContain('material och tid för 9 100,00 kr');
  });
});
