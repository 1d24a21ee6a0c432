import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { decodeCp437 } from '../export/cp437';
import { drivers } from '../test/database';
import {
  as,
  createAccount,
  validInvoice,
  validWorkOrder,
  type Account,
  TEST_TODAY,
  uniqueCompany,
  useTestApp,
} from '../test/harness';
import { pdfTextLines } from '../test/pdf-text';
import { addMember } from '../test/team';

// Partial credit notes (issue 44 point 34, docs/decisions/039 and 040). The invoice is DOMAIN-SE's:
// 8,5 h × 850,00 + 2 × 1 173,75 = 9 572,50 net, 2 393,13 VAT, +0,37 rounding, 11 966,00 to pay.

const plain = (text: string) => text.replace(/\s/g, ' ');

describe.each(drivers)('partial credit notes on %s', (driver) => {
  const test = useTestApp(driver);
  let account: Account;
  beforeAll(async () => {
    account = await createAccount(test.app);
  });
  const api = () => as(test.app, account);

  async function newInvoice(overrides: Record<string, unknown> = {}) {
    const workOrderId = (await api().post('/api/workorders', validWorkOrder)).json().id as string;
    const created = await api().post('/api/invoice', { ...validInvoice(workOrderId), ...overrides });
    expect(created.statusCode).toBe(201);
    return created.json();
  }
  const credit = (id: string, body: unknown) => api().post(`/api/invoice/${id}/credit`, body);
  const read = async (id: string) => (await api().get(`/api/invoice/${id}`)).json();

  it('credits one filter of two: DOMAIN-SE’s credit note row, and the invoice stays open with a lower balance', async () => {
    const invoice = await newInvoice();
    const filter = invoice.items[1];
    const response = await credit(invoice.id, { lines: [{ lineId: filter.id, quantity: 1 }] });
    expect(response.statusCode).toBe(201);
    const note = response.json();
    expect(note).toMatchObject({ creditForInvoiceId: invoice.id, net: -1173.75, vat: -293.44, roundingAmount: 0.19 });
    expect(note.amountToPay).toBe(-1467);
    expect(note.items).toEqual([
      expect.objectContaining({ description: 'Hydraulslang', quantity: -1, price: 1173.75 }),
    ]);
    const after = await read(invoice.id);
    expect(after).toMatchObject({
      status: 'pending',
      creditedByInvoiceId: null,
      creditedAmount: 1467,
      creditNoteIds: [note.id],
      balance: 11966 - 1467,
      contentLocked: true,
    });
    expect(after.items[1].creditedQuantity).toBe(1);
    // The list says the same as the single read.
    const listed = (await api().get('/api/invoice?status=pending')).json();
    expect(listed.find((row: { id: string }) => row.id === invoice.id)).toEqual(after);
  });

  it('takes two partial credits, then the remainder: the last note makes the sums zero and the invoice Krediterad', async () => {
    const invoice = await newInvoice();
    const first = (await credit(invoice.id, { lines: [{ lineId: invoice.items[0].id, quantity: '3,33' }] })).json();
    // 3,33 h × 850,00 = 2 830,50 net, 707,63 VAT, 3 538,13 → 3 538,00.
    expect([first.net, first.vat, first.amountToPay]).toEqual([-2830.5, -707.63, -3538]);
    const second = (await credit(invoice.id, { amount: '1 000,00' })).json();
    // The largest net whose net + 25 % VAT keeps within 1 000,00 kr: 800,00 + 200,00.
    expect([second.net, second.vat, second.amountToPay]).toEqual([-800, -200, -1000]);
    expect((await read(invoice.id)).balance).toBe(11966 - 3538 - 1000);

    const last = await credit(invoice.id, {});
    expect(last.statusCode).toBe(201);
    const rest = last.json();
    expect(rest.items).toEqual([
      expect.objectContaining({ description: `Återstående belopp av faktura ${invoice.invoiceNumber}` }),
    ]);
    const notes = [first, second, rest];
    for (const key of ['net', 'vat', 'roundingAmount', 'amountToPay'] as const)
      expect(Math.round(notes.reduce((sum, note) => sum + note[key] * 100, invoice[key] * 100))).toBe(0);
    expect(await read(invoice.id)).toMatchObject({
      creditedByInvoiceId: rest.id,
      balance: 0,
      creditedAmount: 11966,
      creditNoteIds: [first.id, second.id, rest.id],
    });
    const again = await credit(invoice.id, { amount: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Fakturan är redan krediterad.');
  });

  it('refuses more than is left with 409 in Swedish and writes nothing', async () => {
    const invoice = await newInvoice();
    expect((await credit(invoice.id, { amount: 10000 })).statusCode).toBe(201);
    const over = await credit(invoice.id, { amount: '1 966,01' });
    expect(over.statusCode).toBe(409);
    expect(plain(over.json().message)).toBe('Fakturan har bara 1 966,00 kr kvar att kreditera.');
    // The labour line is whole, but the amount credit took more than its 9 031,25 kr incl. VAT… of the invoice.
    const lines = await credit(invoice.id, { lines: [{ lineId: invoice.items[0].id, quantity: 8.5 }] });
    expect(lines.statusCode).toBe(409);
    const notes = await test.database.db.execute(
      sql`select count(*)::int as count from invoices where credit_for_invoice_id = ${invoice.id}`,
    );
    expect((notes as unknown as { rows: Array<{ count: number }> }).rows[0]!.count).toBe(1);
    expect((await read(invoice.id)).balance).toBe(1966);
  });

  it('answers hostile bodies with a Swedish 400 naming the field, another workshop 404, a mechanic 403', async () => {
    const invoice = await newInvoice();
    const lineId = invoice.items[1].id;
    const cases: Array<[unknown, string]> = [
      [{ lines: [{ lineId, quantity: 3 }] }, 'Rad 2: högst 2 st kvar att kreditera'],
      [{ lines: [{ lineId, quantity: -1 }] }, 'Ange ett antal större än 0 med högst två decimaler.'],
      [{ lines: [{ lineId, quantity: 0 }] }, 'Ange ett antal större än 0 med högst två decimaler.'],
      [{ lines: [{ lineId, quantity: 0.001 }] }, 'Ange ett antal större än 0 med högst två decimaler.'],
      [{ lines: [{ lineId: '00000000-0000-4000-8000-000000000000', quantity: 1 }] }, 'Raden finns inte på fakturan.'],
      [{ lines: [{ lineId: 'inte-ett-id', quantity: 1 }] }, 'Raden finns inte på fakturan.'],
      [{ lines: [] }, 'Välj minst en rad att kreditera.'],
      [{ amount: 0 }, 'Ange ett belopp större än 0 kr med högst två decimaler.'],
      [{ amount: -100 }, 'Ange ett belopp större än 0 kr med högst två decimaler.'],
      [{ amount: '10,005' }, 'Ange ett belopp större än 0 kr med högst två decimaler.'],
      [{ amount: 'mycket' }, 'Ange ett belopp större än 0 kr med högst två decimaler.'],
      [{ amount: 100, whole: true }, 'Ange hela återstående beloppet, rader eller ett belopp att kreditera.'],
    ];
    for (const [body, message] of cases) {
      const response = await credit(invoice.id, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(plain(response.json().message), JSON.stringify(body)).toBe(message);
    }
    const stranger = await createAccount(test.app);
    expect((await as(test.app, stranger).post(`/api/invoice/${invoice.id}/credit`, { amount: 1 })).statusCode).toBe(
      404,
    );
    const mechanic = await addMember(test.app, account, 'mechanic');
    expect((await as(test.app, mechanic).post(`/api/invoice/${invoice.id}/credit`, { amount: 1 })).statusCode).toBe(
      403,
    );
    expect((await read(invoice.id)).creditNoteIds).toEqual([]);
  });

  it('frees the billed time only when the invoice is wholly credited', async () => {
    const workOrderId = (await api().post('/api/workorders', validWorkOrder)).json().id as string;
    expect((await api().post('/api/time', { workOrderId, date: TEST_TODAY, hours: 2 })).statusCode).toBe(201);
    const invoice = (await api().post('/api/invoice', validInvoice(workOrderId))).json();
    const billedBy = async () =>
      ((await api().get(`/api/time?workOrderId=${workOrderId}`)).json() as Array<{ invoiceId: string | null }>)[0]!
        .invoiceId;
    expect(await billedBy()).toBe(invoice.id);
    await credit(invoice.id, { amount: 5000 });
    expect(await billedBy()).toBe(invoice.id);
    await credit(invoice.id, { whole: true });
    expect(await billedBy()).toBeNull();
  });

  it('makes a partly paid invoice paid when a credit covers the rest, and lets a payment of the rest pay it', async () => {
    const paidFirst = await newInvoice();
    await api().post(`/api/invoice/${paidFirst.id}/payments`, { amount: 10966, date: TEST_TODAY, method: 'bankgiro' });
    expect((await credit(paidFirst.id, { amount: 1000 })).statusCode).toBe(201);
    expect(await read(paidFirst.id)).toMatchObject({
      status: 'paid',
      paidAt: TEST_TODAY,
      balance: 0,
      creditedByInvoiceId: null,
    });

    const creditedFirst = await newInvoice();
    await credit(creditedFirst.id, { amount: 1966 });
    const payment = await api().post(`/api/invoice/${creditedFirst.id}/payments`, {
      amount: 10000,
      date: TEST_TODAY,
      method: 'swish',
    });
    expect(payment.statusCode).toBe(201);
    expect(await read(creditedFirst.id)).toMatchObject({ status: 'paid', balance: 0 });
  });

  it('reminds and lists receivables on the balance left after a partial credit', async () => {
    const invoice = await newInvoice();
    // Written and sent a month and a half ago, due two weeks ago.
    await test.database.db.execute(
      sql`update invoices set invoice_date = '2026-05-01', due_date = '2026-05-31', sent_at = '2026-05-01T08:00:00Z' where id = ${invoice.id}`,
    );
    await credit(invoice.id, { amount: 1966 });
    const preview = (await api().get(`/api/invoice/${invoice.id}/reminders/preview`)).json();
    expect(preview.refusal).toBeNull();
    expect(preview.balance - preview.fee - preview.lateCompensation).toBe(10000);
    const receivables = (await api().get('/api/receivables')).json();
    const row = receivables.customers
      .flatMap((customer: { invoices: Array<{ id: string; balance: number }> }) => customer.invoices)
      .find((open: { id: string }) => open.id === invoice.id);
    expect(row.balance).toBe(10000);
    // The day before the note, the whole invoice was open.
    await test.database.db.execute(
      sql`update invoices set invoice_date = '2026-06-10' where credit_for_invoice_id = ${invoice.id}`,
    );
    const before = (await api().get('/api/receivables?date=2026-06-09')).json();
    const then = before.customers
      .flatMap((customer: { invoices: Array<{ id: string; balance: number }> }) => customer.invoices)
      .find((open: { id: string }) => open.id === invoice.id);
    expect(then.balance).toBe(11966);
  });

  it('lets two credits of 60 % at once make one note: one 201, one 409', async () => {
    const invoice = await newInvoice();
    const answers = await Promise.all([credit(invoice.id, { amount: 7200 }), credit(invoice.id, { amount: 7200 })]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect((await read(invoice.id)).creditedAmount).toBe(7200);
  });

  it('prints what was credited on the invoice’s PDF and asks only for the rest', async () => {
    // With the seller's bankgiro: the PDF asks for payment.
    expect((await api().put('/api/company', uniqueCompany())).statusCode).toBe(200);
    const invoice = await newInvoice();
    const note = (await credit(invoice.id, { amount: 1966 })).json();
    const pdf = await api().get(`/api/invoice/${invoice.id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    const text = plain((await pdfTextLines(pdf.rawPayload)).join('\n'));
    expect(text).toContain(`Krediterat 1 966,00 kr (kreditfaktura ${note.invoiceNumber})`);
    expect(text).toMatch(/Att betala senast .*: 10 000,00 kr/);
    const notePdf = plain((await pdfTextLines((await api().get(`/api/invoice/${note.id}/pdf`)).rawPayload)).join('\n'));
    expect(notePdf).toContain(`Kreditfaktura avser faktura ${invoice.invoiceNumber}`);
    expect(notePdf).toContain('Att tillgodo: 1 966,00 kr');
  });

  it('books each partial note in SIE as a reversed sale; invoice and notes sum to zero per account', async () => {
    const fresh = await createAccount(test.app);
    const freshApi = as(test.app, fresh);
    const workOrderId = (await freshApi.post('/api/workorders', validWorkOrder)).json().id as string;
    const invoice = (await freshApi.post('/api/invoice', validInvoice(workOrderId))).json();
    await freshApi.post(`/api/invoice/${invoice.id}/credit`, { lines: [{ lineId: invoice.items[1].id, quantity: 1 }] });
    await freshApi.post(`/api/invoice/${invoice.id}/credit`, { amount: 333 });
    await freshApi.post(`/api/invoice/${invoice.id}/credit`, {});
    const response = await freshApi.get(`/api/export/sie?from=${TEST_TODAY}&to=${TEST_TODAY}`);
    expect(response.statusCode).toBe(200);
    const sums = new Map<string, number>();
    let vouchers = 0;
    for (const line of decodeCp437(response.rawPayload).split('\r\n')) {
      if (line.startsWith('#VER')) vouchers += 1;
      const match = /^\s*#TRANS (\d+) \{\} (-?[\d.]+)/.exec(line);
      if (match) sums.set(match[1]!, (sums.get(match[1]!) ?? 0) + Math.round(Number(match[2]) * 100));
    }
    expect(vouchers).toBe(4);
    expect([...sums.keys()].sort()).toEqual(['1510', '2611', '3001', '3740']);
    expect([...sums.values()]).toEqual([0, 0, 0, 0]);
  });
});
