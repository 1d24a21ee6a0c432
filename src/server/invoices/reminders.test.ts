import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { RIKSBANK_REFERENCE_RATES } from '../../shared/interest';
import { interestOre } from '../test/oracles/late-interest';
import { formatOrePlain } from '../../shared/money';
import { drivers } from '../test/database';
import {
  as,
  completeCompany,
  createAccount,
  TEST_TODAY,
  uniqueCompany,
  useTestApp,
  validWorkOrder,
} from '../test/harness';
import { pdfTextLines } from '../test/pdf-text';
import { addMember, mailsIn } from '../test/team';
import { decodeCp437 } from '../export/cp437';

describe.each(drivers)('betalningspåminnelser on %s', (driver) => {
  const test = useTestApp(driver);

  /** An invoice of 1 250 kr due 30 days before TEST_TODAY (2026-06-15), to a business customer or not. */
  async function overdue({
    business = true,
    company = {},
  }: { business?: boolean; company?: Record<string, unknown> } = {}) {
    const owner = await createAccount(test.app);
    const api = as(test.app, owner);
    // An organisation number is one workshop's: each of the suite's workshops has its own.
    expect((await api.put('/api/company', { ...uniqueCompany(), ...company })).statusCode).toBe(200);
    const customer = (
      await api.post('/api/customers', {
        name: business ? 'Åkeri Nord AB' : 'Lars Nilsson',
        ...(business ? { orgNumber: '556047-3521' } : {}),
      })
    ).json();
    const job = (await api.post('/api/workorders', validWorkOrder)).json();
    const invoice = (
      await api.post('/api/invoice', {
        customerName: customer.name,
        customerEmail: 'ekonomi@kund.se',
        customerId: customer.id,
        workOrderId: job.id,
        items: [{ description: 'Arbete', quantity: 1, price: 1000 }],
      })
    ).json();
    // Sent on its day, as an invoice that is reminded about has been (unless a test says otherwise).
    await test.database.db.execute(
      sql`update invoices set invoice_date = '2026-04-16', due_date = '2026-05-16', sent_at = '2026-04-16T08:00:00Z' where id = ${invoice.id}`,
    );
    return { owner, api, invoice };
  }

  const interestTo = (day: string, amountOre = 125_000, payments: Array<{ date: string; amountOre: number }> = []) =>
    interestOre({ amountOre, payments, from: '2026-05-16', to: day, rates: RIKSBANK_REFERENCE_RATES }) / 100;

  it('charges a business 450 kr förseningsersättning once, shows the interest, mails the PDF and raises the balance', async () => {
    const { api, invoice } = await overdue({ company: { reminderFee: 60, reminderFeeAgreed: true } });
    const interest = interestTo(TEST_TODAY);
    expect(interest).toBeGreaterThan(0);
    expect((await api.get(`/api/invoice/${invoice.id}/reminders/preview`)).json()).toEqual({
      number: 1,
      dueDate: '2026-06-25',
      fee: 0,
      lateCompensation: 450,
      interest,
      balance: 1700,
      refusal: null,
    });
    const first = await api.post(`/api/invoice/${invoice.id}/reminders`, {});
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      number: 1,
      date: TEST_TODAY,
      dueDate: '2026-06-25',
      fee: 0,
      lateCompensation: 450,
      interest,
      balance: 1700,
    });
    expect(first.json().sentAt).not.toBeNull();
    const read = (await api.get(`/api/invoice/${invoice.id}`)).json();
    expect(read).toMatchObject({
      feesCharged: 450,
      balance: 1700,
      reminderCount: 1,
      interestToDate: interest,
      status: 'overdue',
    });
    // The receivables count the fee from the reminder's day on.
    expect((await api.get('/api/receivables')).json()).toMatchObject({ total: 1700, overdue: 1700 });
    expect((await api.get('/api/receivables?date=2026-06-14')).json()).toMatchObject({ total: 1250 });
    // The list reads the same figures as the single invoice.
    expect((await api.get('/api/invoice?limit=5')).json().find((row: { id: string }) => row.id === invoice.id)).toEqual(
      read,
    );

    await test.app.mailSender.deliverDue();
    const mail = (await mailsIn(test.mailOutboxDir)).find(
      (candidate) =>
        candidate.subject === `Betalningspåminnelse: faktura ${invoice.invoiceNumber} från Svenssons Maskinservice AB`,
    )!;
    expect(mail).toMatchObject({ to: 'ekonomi@kund.se', replyTo: 'faktura@svenssons.se' });
    expect(mail.text).toContain(
      `Att betala: ${formatOrePlain(170_000)} kr senast 2026-06-25, med OCR-nummer ${invoice.ocr}.`,
    );
    expect(mail.attachments[0]).toMatchObject({
      filename: `paminnelse-${invoice.invoiceNumber}-1.pdf`,
      contentType: 'application/pdf',
    });
    const text = (await pdfTextLines(mail.attachments[0]!.content)).join('\n');
    for (const expected of [
      'BETALNINGSPÅMINNELSE',
      'Påminnelse nr',
      invoice.invoiceNumber,
      'Förseningsersättning',
      '450,00 kr',
      '1 700,00 kr',
      'Dröjsmålsränta',
      invoice.ocr,
    ])
      expect(text).toContain(expected);

    // The second: no second 450 kr, and no reminder fee beside it.
    const second = (
      await api.post(`/api/invoice/${invoice.id}/reminders`, { dueDate: '2026-07-01', send: false })
    ).json();
    expect(second).toMatchObject({
      number: 2,
      fee: 0,
      lateCompensation: 0,
      balance: 1700,
      dueDate: '2026-07-01',
      sentAt: null,
    });
    const pdf = await api.get(`/api/reminders/${second.id}/pdf`);
    expect(pdf.headers['content-disposition']).toBe(
      `attachment; filename="paminnelse-${invoice.invoiceNumber}-2.pdf"; filename*=UTF-8''paminnelse-${invoice.invoiceNumber}-2.pdf`,
    );
    expect(
      (await api.get(`/api/invoice/${invoice.id}/reminders`))
        .json()
        .map((reminder: { number: number }) => reminder.number),
    ).toEqual([1, 2]);

    // Paid in full with the fee, it is paid; no more reminders.
    await api.post(`/api/invoice/${invoice.id}/payments`, {
      amount: 1700,
      date: TEST_TODAY,
      method: 'bankgiro',
    });
    expect((await api.get(`/api/invoice/${invoice.id}`)).json()).toMatchObject({
      status: 'paid',
      balance: 0,
    });
    const refused = await api.post(`/api/invoice/${invoice.id}/reminders`, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Fakturan är betald: det finns inget att påminna om.');
  });

  it('asks before reminding about an invoice never sent from Verkstan: 409 unless confirmed, then sent', async () => {
    const { api, invoice } = await overdue();
    await test.database.db.execute(sql`update invoices set sent_at = null where id = ${invoice.id}`);
    const refused = await api.post(`/api/invoice/${invoice.id}/reminders`, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      `Faktura ${invoice.invoiceNumber} har aldrig skickats från Verkstan. Skicka påminnelsen bara om kunden har fått fakturan på annat sätt, och bekräfta det.`,
    );
    expect(
      (await api.post(`/api/invoice/${invoice.id}/reminders`, { send: false, confirmNotSent: false })).statusCode,
    ).toBe(409);
    expect((await api.get(`/api/invoice/${invoice.id}/reminders`)).json()).toEqual([]);
    const confirmed = await api.post(`/api/invoice/${invoice.id}/reminders`, { confirmNotSent: true });
    expect(confirmed.statusCode).toBe(201);
    expect(confirmed.json()).toMatchObject({ number: 1, lateCompensation: 450 });
    expect((await api.post(`/api/invoice/${invoice.id}/reminders`, { confirmNotSent: 'ja' })).statusCode).toBe(400);
  });

  it('charges a consumer the agreed reminder fee on every reminder, and nothing when it is not agreed', async () => {
    const agreed = await overdue({
      business: false,
      company: { reminderFee: '60,00', reminderFeeAgreed: true },
    });
    for (const number of [1, 2]) {
      const reminder = (await agreed.api.post(`/api/invoice/${agreed.invoice.id}/reminders`, { send: false })).json();
      expect(reminder).toMatchObject({ number, fee: 60, lateCompensation: 0, balance: 1250 + 60 * number });
    }
    const notAgreed = await overdue({
      business: false,
      company: { reminderFee: 60, reminderFeeAgreed: false },
    });
    expect(
      (await notAgreed.api.post(`/api/invoice/${notAgreed.invoice.id}/reminders`, { send: false })).json(),
    ).toMatchObject({ fee: 0, balance: 1250 });
    // A business without förseningsersättning pays the agreed fee instead.
    const business = await overdue({
      company: { reminderFee: 45, reminderFeeAgreed: true, chargeLatePaymentCompensation: false },
    });
    expect(
      (await business.api.post(`/api/invoice/${business.invoice.id}/reminders`, { send: false })).json(),
    ).toMatchObject({
      fee: 45,
      lateCompensation: 0,
    });
  });

  it('refuses reminders before the due date has passed, on credited invoices, with a due date in the past, and to a mechanic', async () => {
    const { owner, api, invoice } = await overdue();
    await test.database.db.execute(sql`update invoices set due_date = ${TEST_TODAY} where id = ${invoice.id}`);
    const early = await api.post(`/api/invoice/${invoice.id}/reminders`, {});
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(
      'Fakturan har inte förfallit än: en påminnelse kan skickas dagen efter förfallodagen.',
    );
    expect((await api.get(`/api/invoice/${invoice.id}/reminders/preview`)).json().refusal).toBe(early.json().message);
    await test.database.db.execute(sql`update invoices set due_date = '2026-05-16' where id = ${invoice.id}`);
    expect((await api.post(`/api/invoice/${invoice.id}/reminders`, { dueDate: '2026-06-14' })).statusCode).toBe(400);
    for (const body of [{ dueDate: '2026-02-30' }, { send: 'ja' }, { dueDate: 20260701 }])
      expect((await api.post(`/api/invoice/${invoice.id}/reminders`, body)).statusCode, JSON.stringify(body)).toBe(400);
    const mechanic = await addMember(test.app, owner, 'mechanic');
    expect((await as(test.app, mechanic).post(`/api/invoice/${invoice.id}/reminders`, {})).statusCode).toBe(403);
    const stranger = await createAccount(test.app);
    expect((await as(test.app, stranger).post(`/api/invoice/${invoice.id}/reminders`, {})).statusCode).toBe(404);
    await api.post(`/api/invoice/${invoice.id}/credit`);
    expect((await api.post(`/api/invoice/${invoice.id}/reminders`, {})).json().message).toBe(
      'Fakturan är krediterad, eller en kreditfaktura: den får ingen påminnelse.',
    );
    expect((await api.get(`/api/invoice/${invoice.id}`)).json()).toMatchObject({
      interestToDate: 0,
      reminderCount: 0,
    });
    // Nothing was written by the refusals.
    expect((await api.get(`/api/invoice/${invoice.id}/reminders`)).json()).toEqual([]);
  });

  it('counts interest on what is unpaid, at the agreed rate or the reference rate the owner adds', async () => {
    const { owner, api, invoice } = await overdue();
    await api.post(`/api/invoice/${invoice.id}/payments`, {
      amount: 625,
      date: '2026-06-01',
      method: 'swish',
    });
    const payments = [{ date: '2026-06-01', amountOre: 62_500 }];
    expect((await api.get(`/api/invoice/${invoice.id}`)).json().interestToDate).toBe(
      interestTo(TEST_TODAY, 125_000, payments),
    );

    const rates = (await api.get('/api/reference-rates')).json();
    expect(rates.find((rate: { validFrom: string }) => rate.validFrom === '2026-01-01')).toEqual({
      validFrom: '2026-01-01',
      rate: 1.75,
      source: 'riksbanken',
    });
    const added = await api.post('/api/reference-rates', { validFrom: '2026-01-01', rate: '4,00' });
    expect(added.statusCode).toBe(201);
    expect(
      (await api.get('/api/reference-rates'))
        .json()
        .find((rate: { validFrom: string }) => rate.validFrom === '2026-01-01'),
    ).toEqual({
      validFrom: '2026-01-01',
      rate: 4,
      source: 'egen',
    });
    const withOwn =
      interestOre({
        amountOre: 125_000,
        payments,
        from: '2026-05-16',
        to: TEST_TODAY,
        rates: [{ validFrom: '2026-01-01', rateBp: 400 }],
      }) / 100;
    expect((await api.get(`/api/invoice/${invoice.id}`)).json().interestToDate).toBe(withOwn);
    for (const body of [
      { validFrom: '2026-03-01', rate: 2 },
      { validFrom: '2026-07-01', rate: '2,255' },
      { validFrom: '2026-07-01' },
    ])
      expect((await api.post('/api/reference-rates', body)).statusCode, JSON.stringify(body)).toBe(400);
    const office = await addMember(test.app, owner, 'office');
    expect(
      (await as(test.app, office).post('/api/reference-rates', { validFrom: '2026-07-01', rate: 2 })).statusCode,
    ).toBe(403);

    // An agreed rate replaces the reference rate + 8.
    expect((await api.put('/api/company', { ...completeCompany, interestRate: '12,5' })).json()).toMatchObject({
      interestRate: 12.5,
    });
    const agreed =
      interestOre({
        amountOre: 125_000,
        payments,
        from: '2026-05-16',
        to: TEST_TODAY,
        rates: [],
        agreedRateBp: 1250,
      }) / 100;
    expect((await api.get(`/api/invoice/${invoice.id}`)).json().interestToDate).toBe(agreed);
    // Left out of the company's details, the settings stay as they were.
    expect((await api.put('/api/company', completeCompany)).json()).toMatchObject({
      interestRate: 12.5,
      chargeLatePaymentCompensation: true,
    });
    for (const body of [{ reminderFee: 61 }, { reminderFee: '12,345' }, { interestRate: 101 }, { interestRate: 'hög' }])
      expect((await api.put('/api/company', { ...completeCompany, ...body })).statusCode, JSON.stringify(body)).toBe(
        400,
      );
  });
});

describe.each(drivers)('the interest invoice on %s', (driver) => {
  const test = useTestApp(driver);

  it('bills the interest so far without VAT under its own number; interest then counts from today; credited, it counts again', async () => {
    const owner = await createAccount(test.app);
    const api = as(test.app, owner);
    await api.put('/api/company', completeCompany);
    const job = (await api.post('/api/workorders', validWorkOrder)).json();
    const invoice = (
      await api.post('/api/invoice', {
        customerName: 'Åkeri Nord AB',
        customerEmail: 'ekonomi@kund.se',
        workOrderId: job.id,
        items: [{ description: 'Arbete', quantity: 1, price: 9572.8 }],
      })
    ).json();
    expect(invoice.amountToPay).toBe(11966);
    await test.database.db.execute(
      sql`update invoices set invoice_date = '2026-04-01', due_date = '2026-05-16' where id = ${invoice.id}`,
    );
    const interest = (await api.get(`/api/invoice/${invoice.id}`)).json().interestToDate;
    expect(interest).toBe(
      interestOre({
        amountOre: 1_196_600,
        payments: [],
        from: '2026-05-16',
        to: TEST_TODAY,
        rates: RIKSBANK_REFERENCE_RATES,
      }) / 100,
    );

    const created = await api.post(`/api/invoice/${invoice.id}/interest-invoice`);
    expect(created.statusCode).toBe(201);
    const billed = created.json();
    expect(billed).toMatchObject({
      interestForInvoiceId: invoice.id,
      vatTreatment: 'interest',
      net: interest,
      vat: 0,
      invoiceDate: TEST_TODAY,
      status: 'pending',
      items: [
        {
          description: `Dröjsmålsränta på faktura ${invoice.invoiceNumber}, 2026-05-17–${TEST_TODAY}`,
          quantity: 1,
          price: interest,
        },
      ],
    });
    expect(billed.invoiceNumber).not.toBe(invoice.invoiceNumber);
    expect(billed.interestToDate).toBe(0);
    expect((await api.get(`/api/invoice/${invoice.id}`)).json().interestToDate).toBe(0);
    const again = await api.post(`/api/invoice/${invoice.id}/interest-invoice`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Det finns ingen dröjsmålsränta att fakturera på fakturan.');
    expect((await api.post(`/api/invoice/${billed.id}/interest-invoice`)).statusCode).toBe(409);

    // The books: interest income without VAT.
    const sie = decodeCp437((await api.get(`/api/export/sie?from=${TEST_TODAY}&to=${TEST_TODAY}`)).rawPayload);
    const ore = Math.round(interest * 100);
    const rounded = Math.round(interest) * 100;
    expect(sie).toContain(`#TRANS 8313 {} -${(ore / 100).toFixed(2)}`);
    expect(sie).toContain(`#TRANS 1510 {} ${(rounded / 100).toFixed(2)}`);
    expect(sie).not.toContain('#TRANS 2611');
    const pdf = (await pdfTextLines((await api.get(`/api/invoice/${billed.id}/pdf`)).rawPayload)).join('\n');
    expect(pdf).toContain('Dröjsmålsränta enligt räntelagen: ingen moms');

    // Credited, the interest was never billed: it counts from the due date again.
    await api.post(`/api/invoice/${billed.id}/credit`);
    expect((await api.get(`/api/invoice/${invoice.id}`)).json().interestToDate).toBe(interest);
  });
});
