import { tracingChannel } from 'node:diagnostics_channel';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { drivers } from '../test/database';
import { bgMaxFile, bgMaxLines, camt054File } from '../test/bank-files';
import {
  as,
  completeCompany,
  createAccount,
  TEST_TODAY,
  uniqueCompany,
  useTestApp,
  validWorkOrder,
  type Account,
} from '../test/harness';
import { addMember } from '../test/team';

describe.each(drivers)('bank files of incoming payments on %s', (driver) => {
  const test = useTestApp(driver);

  /** A workshop with its bankgiro and three invoices of 1 250 kr (1 000 kr + VAT). */
  // An organisation number is one workshop's, a bankgiro need not be: the files name completeCompany's.
  async function workshop(company: Record<string, unknown> = uniqueCompany({ bankgiro: completeCompany.bankgiro })) {
    const owner = await createAccount(test.app);
    const api = as(test.app, owner);
    expect((await api.put('/api/company', company)).statusCode).toBe(200);
    const job = (await api.post('/api/workorders', validWorkOrder)).json();
    const invoices = [];
    for (let index = 0; index < 3; index++)
      invoices.push(
        (
          await api.post('/api/invoice', {
            customerName: 'Åkeri Nord AB',
            customerEmail: 'ekonomi@akerinord.se',
            workOrderId: job.id,
            items: [{ description: 'Arbete', quantity: 1, price: 1000 }],
          })
        ).json(),
      );
    return { owner, api, invoices };
  }

  const upload = (account: Account, body: string | Buffer, query = '', contentType = 'application/xml') =>
    test.app.inject({
      method: 'POST',
      url: `/api/payments/import${query}`,
      headers: { authorization: `Bearer ${account.token}`, 'content-type': contentType },
      payload: body,
    });

  it('pays by OCR, then by an invoice number in the text, and leaves the rest unmatched; the same file again books nothing', async () => {
    const { owner, api, invoices } = await workshop();
    const [first, second, third] = invoices;
    const file = camt054File({
      entries: [
        { amount: '1250.00', reference: 'REF-1', ocr: first.ocr, payer: 'Åkeri Nord AB', date: TEST_TODAY },
        {
          amount: '600.00',
          reference: 'REF-2',
          text: `Faktura ${second.invoiceNumber} del 1`,
          date: TEST_TODAY,
        },
        {
          amount: '75.00',
          reference: 'REF-3',
          text: 'Okänd insättning',
          payer: 'Någon Annan',
          date: TEST_TODAY,
        },
        { amount: '45.00', reference: 'FEE', direction: 'DBIT', text: 'Bankavgift' },
      ],
    });

    const dry = await upload(owner, file, '?dryRun=true');
    expect(dry.statusCode).toBe(200);
    expect(dry.json()).toMatchObject({
      dryRun: true,
      matched: [{ invoiceId: first.id }, { invoiceId: second.id }],
      unmatched: [{ id: null, amount: 75 }],
    });
    expect((await api.get(`/api/invoice/${first.id}/payments`)).json()).toEqual([]);

    const response = await upload(owner, file);
    expect(response.statusCode).toBe(200);
    const result = response.json();
    expect(result).toMatchObject({
      format: 'camt.054',
      account: 'bankgiro 5050-1055',
      dryRun: false,
      payments: 3,
      total: 1925,
      matched: [
        {
          invoiceId: first.id,
          invoiceNumber: first.invoiceNumber,
          amount: 1250,
          reference: first.ocr,
          date: TEST_TODAY,
        },
        { invoiceId: second.id, invoiceNumber: second.invoiceNumber, amount: 600 },
      ],
      unmatched: [{ amount: 75, reference: 'Okänd insättning', payerName: 'Någon Annan', date: TEST_TODAY }],
      alreadyImported: 0,
      debits: [{ amount: 45, currency: 'SEK', reference: 'Bankavgift', text: 'Bankavgift' }],
    });
    expect((await api.get(`/api/invoice/${first.id}`)).json()).toMatchObject({
      status: 'paid',
      paidAt: TEST_TODAY,
      balance: 0,
    });
    expect((await api.get(`/api/invoice/${second.id}`)).json()).toMatchObject({
      status: 'pending',
      amountPaid: 600,
      balance: 650,
    });
    expect((await api.get(`/api/invoice/${first.id}/payments`)).json()).toEqual([
      expect.objectContaining({
        amount: 1250,
        method: 'bankgiro',
        source: 'bank-file',
        reference: first.ocr,
        date: TEST_TODAY,
      }),
    ]);
    const unmatched = await api.get('/api/payments/unmatched');
    expect(unmatched.headers['x-total-count']).toBe('1');
    expect(unmatched.json()).toEqual([
      expect.objectContaining({
        id: result.unmatched[0].id,
        amount: 75,
        payerName: 'Någon Annan',
        text: 'Okänd insättning',
        format: 'camt.054',
      }),
    ]);

    const again = (await upload(owner, file)).json();
    expect(again).toMatchObject({ payments: 3, matched: [], unmatched: [], alreadyImported: 3 });
    expect((await api.get(`/api/invoice/${first.id}/payments`)).json()).toHaveLength(1);
    expect((await api.get(`/api/invoice/${third.id}`)).json()).toMatchObject({ amountPaid: 0 });
  });

  it('reads BgMax: half of an invoice by OCR, the rest by hand', async () => {
    const { owner, api, invoices } = await workshop();
    const [invoice] = invoices;
    const file = bgMaxFile({
      date: TEST_TODAY,
      payments: [{ amountOre: 62_500, reference: invoice.ocr, serial: 41, payerName: 'Åkeri Nord AB' }],
    });
    const result = (await upload(owner, file, '', 'text/plain')).json();
    expect(result).toMatchObject({
      format: 'bgmax',
      account: 'bankgiro 5050-1055',
      payments: 1,
      total: 625,
      matched: [{ invoiceId: invoice.id }],
    });
    expect((await api.get(`/api/invoice/${invoice.id}`)).json()).toMatchObject({
      status: 'pending',
      amountPaid: 625,
      balance: 625,
    });
    await api.post(`/api/invoice/${invoice.id}/payments`, { amount: 625, date: TEST_TODAY, method: 'swish' });
    expect((await api.get(`/api/invoice/${invoice.id}`)).json()).toMatchObject({
      status: 'paid',
      balance: 0,
    });
    // Any content type, or none the browser guessed.
    expect((await upload(owner, file, '', 'application/octet-stream')).json()).toMatchObject({
      alreadyImported: 1,
    });
  });

  it('reads Bankgirot’s kind of file: records without line breaks, two payments with one serial, a section in euro', async () => {
    const { owner, api, invoices } = await workshop();
    const [first, second] = invoices;
    const lines = bgMaxLines({
      date: TEST_TODAY,
      sections: [
        {
          payments: [
            { amountOre: 125_000, reference: first.ocr, serial: 16, sender: '1234567' },
            { amountOre: 125_000, reference: second.ocr, serial: 16, sender: '3783511' },
          ],
        },
        {
          currency: 'EUR',
          payments: [{ amountOre: 10_000, reference: 'Faktura 9', referenceCode: 4, serial: 17 }],
        },
      ],
    });
    const response = await upload(owner, Buffer.from(lines.join(''), 'latin1'), '', 'text/plain');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      format: 'bgmax',
      payments: 2,
      total: 2500,
      matched: [{ invoiceId: first.id }, { invoiceId: second.id }],
      unmatched: [],
      debits: [{ amount: 100, currency: 'EUR', reference: null, text: expect.stringContaining('Insättning i EUR') }],
    });
    expect((await api.get(`/api/invoice/${second.id}`)).json()).toMatchObject({ status: 'paid' });
    expect((await upload(owner, Buffer.from(lines.join('\r\n'), 'latin1'), '', 'text/plain')).json()).toMatchObject({
      alreadyImported: 2,
      matched: [],
    });
  });

  it('books a BgMax payment once when its day comes again with a same-serial twin, also one read before under the plain reference', async () => {
    for (const readBefore of [false, true]) {
      const { owner, api, invoices } = await workshop();
      const [first, second] = invoices;
      const alone = { amountOre: 62_500, reference: first.ocr, serial: 16, sender: '1234567' };
      // The bank's twin: the same day, serial and amount, another payer.
      const twin = { amountOre: 62_500, reference: second.ocr, serial: 16, sender: '3783511' };
      expect(
        (await upload(owner, bgMaxFile({ date: TEST_TODAY, payments: [alone] }), '', 'text/plain')).json(),
      ).toMatchObject({
        matched: [{ invoiceId: first.id }],
      });
      // Files read before the reference always named the payer kept `bgmax:{date}:{serial}` for a serial alone.
      if (readBefore)
        await test.database.db.execute(
          sql`update bank_payments set bank_reference = ${`bgmax:${TEST_TODAY}:000000000016`} where created_by = ${owner.userId}`,
        );
      const resent = bgMaxFile({ date: TEST_TODAY, payments: [twin, alone] });
      expect((await upload(owner, resent, '?dryRun=true', 'text/plain')).json()).toMatchObject({
        matched: [{ invoiceId: second.id }],
        alreadyImported: 1,
      });
      const result = (await upload(owner, resent, '', 'text/plain')).json();
      expect(result).toMatchObject({
        payments: 2,
        matched: [{ invoiceId: second.id, amount: 625 }],
        unmatched: [],
        alreadyImported: 1,
      });
      expect((await api.get(`/api/invoice/${first.id}/payments`)).json()).toHaveLength(1);
      expect((await api.get(`/api/invoice/${second.id}/payments`)).json()).toHaveLength(1);
      expect((await upload(owner, resent, '', 'text/plain')).json()).toMatchObject({
        matched: [],
        unmatched: [],
        alreadyImported: 2,
      });
    }
  });

  it('assigns an unmatched payment to an invoice, or dismisses it; a deleted bank payment is unmatched again', async () => {
    const { owner, api, invoices } = await workshop();
    const file = camt054File({
      entries: [
        { amount: '1250.00', reference: 'U-1', text: 'Betalning', date: TEST_TODAY },
        { amount: '10.00', reference: 'U-2', text: 'Fel konto', date: TEST_TODAY },
      ],
    });
    const [first, second] = (await upload(owner, file)).json().unmatched;
    const assigned = await api.post(`/api/payments/unmatched/${first.id}/assign`, {
      invoiceId: invoices[2].id,
    });
    expect(assigned.statusCode).toBe(201);
    expect(assigned.json()).toMatchObject({
      invoiceId: invoices[2].id,
      amount: 1250,
      date: TEST_TODAY,
      source: 'bank-file',
    });
    expect((await api.get(`/api/invoice/${invoices[2].id}`)).json()).toMatchObject({ status: 'paid' });
    expect(
      (await api.post(`/api/payments/unmatched/${first.id}/assign`, { invoiceId: invoices[1].id })).statusCode,
    ).toBe(409);
    expect((await api.delete(`/api/payments/unmatched/${second.id}`)).statusCode).toBe(204);
    expect((await api.delete(`/api/payments/unmatched/${second.id}`)).statusCode).toBe(409);
    expect((await api.get('/api/payments/unmatched')).json()).toEqual([]);
    const trail = (await api.get(`/api/audit?entity=bankPayment&id=${second.id}`)).json();
    expect(JSON.stringify(trail)).toContain('dismissed');

    // The booked payment was wrong: deleted, it waits among the unmatched for the right invoice.
    expect((await api.delete(`/api/payments/${assigned.json().id}`)).statusCode).toBe(204);
    expect((await api.get('/api/payments/unmatched')).json().map((payment: { id: string }) => payment.id)).toEqual([
      first.id,
    ]);
    expect((await api.get(`/api/invoice/${invoices[2].id}`)).json()).toMatchObject({
      status: 'pending',
      amountPaid: 0,
    });
    expect(
      (await api.post(`/api/payments/unmatched/${first.id}/assign`, { invoiceId: 'inte-ett-id' })).statusCode,
    ).toBe(404);
    expect((await api.post(`/api/payments/unmatched/${first.id}/assign`, {})).json()).toMatchObject({
      message: 'Välj fakturan som inbetalningen ska kopplas till.',
    });
  });

  it('refuses a file for another account, or before the workshop has one, booking nothing', async () => {
    const { owner, api, invoices } = await workshop();
    const other = camt054File({
      account: { bankgiro: '54029681' },
      entries: [{ amount: '1250.00', reference: 'X', ocr: invoices[0].ocr }],
    });
    const refused = await upload(owner, other);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(
      'Bankfilen gäller bankgiro 5402-9681, som inte är företagets konto. Inget har bokförts.',
    );
    expect(
      (
        await upload(
          owner,
          bgMaxFile({ bankgiro: '54029681', payments: [{ amountOre: 100, reference: 'x', serial: 1 }] }),
        )
      ).statusCode,
    ).toBe(400);
    expect((await api.get(`/api/invoice/${invoices[0].id}/payments`)).json()).toEqual([]);
    const bare = await workshop({ ...uniqueCompany(), bankgiro: '' });
    const noAccount = await upload(bare.owner, camt054File({ entries: [{ amount: '1.00', reference: 'X' }] }));
    expect(noAccount.statusCode).toBe(409);
    expect(noAccount.json().message).toContain('Ange företagets bankgiro');
  });

  it('books nothing of a file with one bad entry, and nothing twice when the same file comes twice at once', async () => {
    const { owner, api, invoices } = await workshop();
    const good = { amount: '1250.00', reference: 'R-1', ocr: invoices[0].ocr, date: TEST_TODAY };
    const broken = camt054File({ entries: [good, { amount: '12.3.4', reference: 'R-2' }] });
    expect((await upload(owner, broken)).json().message).toContain(
      'Ntfctn 1, Ntry 2, Amt: beloppet "12.3.4" är inte ett belopp',
    );
    // An entry of 100 kr whose second transaction has no amount would have booked 200 kr.
    const overbooked = camt054File({
      entries: [
        good,
        {
          amount: '100.00',
          reference: 'R-4',
          transactions: [{ amount: '100.00', reference: 'R-4a' }, { reference: 'R-4b' }],
        },
      ],
    });
    const refused = await upload(owner, overbooked);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain(
      'Ntfctn 1, Ntry 2 (AcctSvcrRef R-4): 1 av 2 transaktioner (TxDtls) saknar belopp',
    );
    expect((await api.get('/api/payments/unmatched')).json()).toEqual([]);
    expect((await api.get(`/api/invoice/${invoices[0].id}/payments`)).json()).toEqual([]);

    const file = camt054File({
      entries: [good, { amount: '1250.00', reference: 'R-3', ocr: invoices[1].ocr, date: TEST_TODAY }],
    });
    const results = (await Promise.all([upload(owner, file), upload(owner, file), upload(owner, file)])).map(
      (response) => response.json(),
    );
    expect(results.map((result) => result.matched.length).sort()).toEqual([0, 0, 2]);
    expect(results.map((result) => result.alreadyImported).sort()).toEqual([0, 2, 2]);
    for (const invoice of invoices.slice(0, 2))
      expect((await api.get(`/api/invoice/${invoice.id}/payments`)).json()).toHaveLength(1);
  });

  it('leaves a payment to a credit note or a credited invoice unmatched', async () => {
    const { owner, api, invoices } = await workshop();
    const credit = (await api.post(`/api/invoice/${invoices[0].id}/credit`)).json();
    const file = camt054File({
      entries: [
        { amount: '1250.00', reference: 'C-1', ocr: invoices[0].ocr, date: TEST_TODAY },
        { amount: '1250.00', reference: 'C-2', ocr: credit.ocr, date: TEST_TODAY },
      ],
    });
    expect((await upload(owner, file)).json()).toMatchObject({
      matched: [],
      unmatched: [{ amount: 1250 }, { amount: 1250 }],
    });
  });

  it('is for the owner and the office; another workshop’s unmatched payment is not found', async () => {
    const { owner, api } = await workshop();
    const mechanic = await addMember(test.app, owner, 'mechanic');
    const office = await addMember(test.app, owner, 'office');
    const file = camt054File({ entries: [{ amount: '5.00', reference: 'M-1', date: TEST_TODAY }] });
    expect((await upload(mechanic, file)).statusCode).toBe(403);
    expect((await as(test.app, mechanic).get('/api/payments/unmatched')).statusCode).toBe(403);
    const [payment] = (await upload(office, file)).json().unmatched;
    const stranger = await workshop();
    expect((await stranger.api.delete(`/api/payments/unmatched/${payment.id}`)).statusCode).toBe(404);
    expect(
      (
        await stranger.api.post(`/api/payments/unmatched/${payment.id}/assign`, {
          invoiceId: stranger.invoices[0].id,
        })
      ).statusCode,
    ).toBe(404);
    expect((await api.get('/api/payments/unmatched')).json()).toHaveLength(1);
  });

  it('reads a large file off the request thread: requests that come while it is read are answered first', async () => {
    const { owner } = await workshop();
    // 40 000 payments (about 10 MB) without the end record: read to the end, then refused.
    const lines = bgMaxLines({
      payments: Array.from({ length: 40_000 }, (_, index) => ({
        amountOre: 100,
        reference: '100164',
        serial: index + 1,
        text: 'Faktura',
      })),
    });
    const large = Buffer.from(lines.slice(0, -1).join('\r\n'), 'latin1');
    const answered: string[] = [];
    let others: Promise<void> | undefined;
    // The moment the import's handler starts, another client asks for /api/health ten times, one after
    // the other and each a turn of the event loop later: a file read on the request thread holds every
    // one of them until it is read, and the import's answer comes first.
    const askMeanwhile = async () => {
      for (let count = 0; count < 10; count++) {
        await new Promise((resolve) => setImmediate(resolve));
        expect((await test.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      }
      answered.push('health ×10');
    };
    const handlers = tracingChannel<string, { request: { url: string } }>('fastify.request.handler');
    const subscriber = {
      start: ({ request }: { request: { url: string } }) => {
        if (request.url.startsWith('/api/payments/import')) others ??= askMeanwhile();
      },
      end: () => undefined,
      asyncStart: () => undefined,
      asyncEnd: () => undefined,
      error: () => undefined,
    };
    handlers.subscribe(subscriber);
    try {
      const response = await upload(owner, large, '', 'text/plain');
      answered.push(`import ${response.statusCode}`);
      expect(response.json().message).toContain('slutposten (70) saknas');
      await others;
    } finally {
      handlers.unsubscribe(subscriber);
    }
    expect(answered).toEqual(['health ×10', 'import 400']);
  });

  it('answers hostile files with a Swedish 4xx: too large, no body, binary, entity expansion, deep nesting, 10¹⁵ kr', async () => {
    const { owner } = await workshop();
    const huge = await upload(owner, Buffer.alloc(50 * 1024 * 1024, 0x41));
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toBe('Förfrågan är för stor (högst 30 MB).');
    const empty = await test.app.inject({
      method: 'POST',
      url: '/api/payments/import',
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toMatch(/^Bankfilen kan inte läsas in/);
    for (const body of [
      Buffer.from([0xff, 0xfe, 0x00, 0x3c]),
      '<?xml version="1.0"?><!DOCTYPE a [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]><a>&b;</a>',
      '{"__proto__": {"admin": true}}',
      '01BGMAX               01',
      bgMaxFile({ payments: [{ amountOre: 1e17, reference: 'x', serial: 1 }] }),
      camt054File({ entries: [{ amount: '1.00', reference: 'X' }] }).replace(
        '<GrpHdr>',
        `<SplmtryData>${'<a>'.repeat(120)}${'</a>'.repeat(120)}</SplmtryData><GrpHdr>`,
      ),
    ]) {
      const response = await upload(owner, body);
      expect(response.statusCode, String(body)).toBe(400);
      expect(response.json().message).toMatch(/^Bankfilen kan inte läsas in/);
    }
  });
});
