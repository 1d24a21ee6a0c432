import { beforeAll, describe, expect, it } from 'vitest';
import { camt054File } from '../test/bank-files';
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
import { tinyPdf } from '../test/images';
import { fileOf, recordFields, uploader } from '../test/multipart';
import { DEEP, deepJson, hostileValues, toPayload, variants } from '../test/hostile-values';
import { addMember, mailsIn } from '../test/team';

type Body = Record<string, unknown>;

describe.each(drivers)('hostile input on %s', (driver) => {
  const test = useTestApp(driver);
  let account: Account;
  let workOrderId: string;
  let invoiceId: string;
  let customerId: string;
  let machineId: string;
  let intervalId: string;
  let partId: string;
  let memberId: string;
  let invitationToken: string;
  let rateId: string;
  let timeEntryId: string;
  let ledgerEntryId: string;
  let unmatchedId: string;
  let fileId: string;
  let quoteId: string;
  let sentQuoteId: string;
  let quoteToken: string;
  let portalToken: string;
  beforeAll(async () => {
    account = await createAccount(test.app);
    memberId = (await addMember(test.app, account, 'mechanic')).userId;
    invitationToken = (
      await as(test.app, account).post('/api/team/invitations', {
        email: 'inbjuden@verkstad.se',
        role: 'office',
      })
    )
      .json()
      .link.split('/')
      .at(-1);
    workOrderId = (
      await as(test.app, account).post('/api/workorders', {
        ...validWorkOrder,
        todoList: [{ text: 'Kontrollera slangar' }],
      })
    ).json().id;
    invoiceId = (await as(test.app, account).post('/api/invoice', validInvoice(workOrderId))).json().id;
    customerId = (await as(test.app, account).post('/api/customers', { name: 'Åkeri Nord AB' })).json().id;
    machineId = (
      await as(test.app, account).post('/api/machines', { customerId, category: 'Grävmaskin', make: 'Volvo' })
    ).json().id;
    intervalId = (await as(test.app, account).get(`/api/machines/${machineId}/service-plan`)).json()[0].id;
    partId = (
      await as(test.app, account).post('/api/parts', {
        partNumber: 'H-1',
        name: 'Oljefilter',
        salePrice: 189,
      })
    ).json().id;
    rateId = (await as(test.app, account).post('/api/rates', { name: 'Restid', unit: 'h', price: 650 })).json().id;
    timeEntryId = (await as(test.app, account).post('/api/time', { workOrderId, date: '2026-06-15', hours: 1 })).json()
      .id;
    ledgerEntryId = (
      await as(test.app, account).post('/api/staff-ledger/check-in', {
        name: 'Sven Inhyrd',
        personalNumber: '811218-9876',
      })
    ).json().id;
    await as(test.app, account).put('/api/company', completeCompany);
    const quote = { customerId, priceType: 'fixed', items: [{ description: 'Service', quantity: 1, price: 1000 }] };
    quoteId = (await as(test.app, account).post('/api/quotes', quote)).json().id;
    sentQuoteId = (await as(test.app, account).post('/api/quotes', quote)).json().id;
    await as(test.app, account).post(`/api/quotes/${sentQuoteId}/send`, { to: ['kund@akerinord.se'] });
    await test.app.mailSender.deliverDue();
    const quoteMail = (await mailsIn(test.mailOutboxDir)).find((mail) => mail.to === 'kund@akerinord.se')!;
    quoteToken = /\/q\/([A-Za-z0-9_-]{43})/.exec(quoteMail.text)![1]!;
    unmatchedId = (
      await test.app.inject({
        method: 'POST',
        url: '/api/payments/import',
        headers: { authorization: `Bearer ${account.token}`, 'content-type': 'application/xml' },
        payload: camt054File({ entries: [{ amount: '10.00', reference: 'HOSTILE-1', text: 'Okänd' }] }),
      })
    ).json().unmatched[0].id;
    fileId = (
      await uploader(test.app, account)([...recordFields('workOrder', workOrderId), fileOf(tinyPdf, 'a.pdf')])
    ).json().id;
    portalToken = (await as(test.app, account).post(`/api/customers/${customerId}/portal-link`))
      .json()
      .link.split('/')
      .at(-1);
  }, 120_000);

  const send = (method: 'POST' | 'PUT', url: string, body: Body, token?: string) =>
    test.app.inject({
      method,
      url,
      payload: toPayload(body),
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });

  const workOrderBody: Body = {
    ...validWorkOrder,
    workOrderNumber: 'AO-EGET-1',
    executionDate: '2026-03-01',
    status: 'Väntande',
    priority: 'high',
    todoList: [{ text: 'Kontrollera slangar', done: false }],
    materials: [{ name: 'Hydraulslang', quantity: 2 }],
  };
  const invoiceBody = (): Body => ({
    ...validInvoice(workOrderId),
    invoiceNumber: 'EGEN-1',
    dueDate: '2026-12-31',
    notes: 'Tack!',
    status: 'pending',
    customerId,
  });
  const customerBody: Body = {
    customerNumber: 'K-EGEN',
    name: 'Åkeri Nord AB',
    orgNumber: '556036-0793',
    email: 'a@b.se',
    phone: '0920-12345',
    contactPerson: 'Per',
    street: 'Storgatan 1',
    postalCode: '97231',
    city: 'Luleå',
    paymentTermsDays: 20,
    notes: 'Ring först',
  };
  const machineBody = (): Body => ({
    customerId,
    category: 'Grävmaskin',
    make: 'Volvo',
    model: 'EC220E',
    year: 2019,
    serialNumber: 'VCE-1',
    registrationNumber: 'ABC123',
    unitNumber: 'M7',
    meterUnit: 'h',
    notes: 'Kedjor',
  });

  it('never answers 5xx to any field of any call, and writes nothing it refuses', async () => {
    const calls: Array<{
      method: 'POST' | 'PUT';
      url: string;
      base: Body;
      token?: string;
      counted?: string;
    }> = [
      {
        method: 'POST',
        url: '/api/auth/register',
        base: {
          email: 'ny@verkstad.se',
          password: 'hemligt-lösen',
          firstName: 'Ny',
          lastName: 'Ägare',
          companyName: 'Ny AB',
        },
      },
      { method: 'POST', url: '/api/auth/login', base: { email: account.email, password: 'fel-lösenord' } },
      {
        method: 'PUT',
        url: '/api/user/profile',
        base: { name: 'Anna Svensson', companyName: 'Svenssons AB' },
        token: account.token,
      },
      {
        method: 'PUT',
        url: '/api/company',
        base: { ...completeCompany, plusgiro: '', iban: '', bic: '' },
        token: account.token,
      },
      {
        method: 'PUT',
        url: '/api/company/messages',
        base: {
          workOrderReady: { email: true, sms: false },
          bookingChanged: { email: false, sms: false },
          invoiceSent: { email: true, sms: false },
        },
        token: account.token,
      },
      {
        method: 'POST',
        url: '/api/workorders',
        base: workOrderBody,
        token: account.token,
        counted: '/api/workorders',
      },
      { method: 'PUT', url: `/api/workorders/${workOrderId}`, base: workOrderBody, token: account.token },
      {
        method: 'POST',
        url: '/api/invoice',
        base: invoiceBody(),
        token: account.token,
        counted: '/api/invoice',
      },
      { method: 'PUT', url: `/api/invoice/${invoiceId}`, base: invoiceBody(), token: account.token },
      {
        method: 'POST',
        url: '/api/customers',
        base: customerBody,
        token: account.token,
        counted: '/api/customers',
      },
      { method: 'PUT', url: `/api/customers/${customerId}`, base: customerBody, token: account.token },
      {
        method: 'POST',
        url: '/api/machines',
        base: machineBody(),
        token: account.token,
        counted: '/api/machines',
      },
      { method: 'PUT', url: `/api/machines/${machineId}`, base: machineBody(), token: account.token },
      {
        method: 'POST',
        url: `/api/machines/${machineId}/meter-readings`,
        base: { value: 10, readingDate: '2026-01-01' },
        token: account.token,
      },
      {
        method: 'POST',
        url: '/api/workorders',
        base: { ...workOrderBody, customerId, machineId, meterReading: 10 },
        token: account.token,
        counted: '/api/workorders',
      },
      {
        method: 'POST',
        url: '/api/workorders',
        base: { ...workOrderBody, machineId, serviceIntervalIds: [intervalId] },
        token: account.token,
        counted: '/api/workorders',
      },
      {
        method: 'POST',
        url: `/api/machines/${machineId}/service-plan`,
        base: {
          name: 'Smörjning',
          everyMeter: 50,
          everyMonths: 3,
          lastDoneDate: '2026-01-01',
          lastDoneMeter: 5,
        },
        token: account.token,
        counted: `/api/machines/${machineId}/service-plan`,
      },
      {
        method: 'POST',
        url: '/api/parts',
        base: {
          partNumber: 'H-2',
          name: 'Hydraulfilter',
          unit: 'st',
          purchasePrice: 90,
          salePrice: 149,
          supplier: 'Volvo',
          location: 'A1',
          reorderPoint: 2,
          stocked: true,
        },
        token: account.token,
        counted: '/api/parts',
      },
      {
        method: 'PUT',
        url: `/api/parts/${partId}`,
        base: { partNumber: 'H-1', name: 'Oljefilter', salePrice: 149, reorderPoint: 2 },
        token: account.token,
      },
      {
        method: 'POST',
        url: `/api/parts/${partId}/movements`,
        base: { type: 'receipt', quantity: 2, unitCost: 89, note: 'Leverans' },
        token: account.token,
      },
      {
        method: 'POST',
        url: `/api/parts/${partId}/movements`,
        base: { type: 'adjustment', quantity: -1, note: 'Trasig' },
        token: account.token,
      },
      {
        method: 'POST',
        url: `/api/parts/${partId}/movements`,
        base: { type: 'count', counted: 3 },
        token: account.token,
      },
      {
        method: 'POST',
        url: '/api/workorders',
        base: { ...workOrderBody, materials: [{ partId, quantity: 2, unitPrice: 149 }], status: 'Klar' },
        token: account.token,
        counted: '/api/workorders',
      },
      {
        method: 'PUT',
        url: `/api/machines/${machineId}/service-plan/${intervalId}`,
        base: {
          name: 'Service 500 h',
          everyMeter: 500,
          everyMonths: 6,
          lastDoneDate: '2026-01-01',
          lastDoneMeter: 5,
        },
        token: account.token,
      },
      {
        method: 'POST',
        url: '/api/workorders',
        base: { ...workOrderBody, assigneeIds: [memberId] },
        token: account.token,
        counted: '/api/workorders',
      },
      {
        method: 'POST',
        url: '/api/team/invitations',
        base: { email: 'ny.mekaniker@verkstad.se', role: 'mechanic' },
        token: account.token,
      },
      { method: 'PUT', url: `/api/team/${memberId}`, base: { role: 'office' }, token: account.token },
      { method: 'POST', url: '/api/auth/password-reset', base: { email: account.email } },
      {
        method: 'POST',
        url: `/api/auth/password-reset/${'A'.repeat(43)}`,
        base: { password: 'nytt-lösenord-1' },
      },
      {
        method: 'POST',
        url: `/api/auth/invitations/${invitationToken}/accept`,
        base: { firstName: 'Eva', lastName: 'Ek', password: 'evas-lösenord-1' },
      },
      {
        method: 'POST',
        url: '/api/rates',
        base: { name: 'Fälttimme', unit: 'h', price: '950,00', isDefault: false },
        token: account.token,
      },
      {
        method: 'PUT',
        url: `/api/rates/${rateId}`,
        base: { name: 'Restid', unit: 'h', price: 700 },
        token: account.token,
      },
      {
        method: 'POST',
        url: '/api/time',
        base: { workOrderId, date: '2026-06-14', hours: '1,5', billable: true, note: 'Restid' },
        token: account.token,
      },
      {
        method: 'PUT',
        url: `/api/time/${timeEntryId}`,
        base: { workOrderId, date: '2026-06-14', hours: 2, rateId: rateId, note: 'Ändrad' },
        token: account.token,
      },
      { method: 'POST', url: `/api/workorders/${workOrderId}/timer`, base: {}, token: account.token },
      {
        method: 'PUT',
        url: `/api/workorders/${workOrderId}/checklist/0`,
        base: { done: true, text: 'Kontrollera slangar' },
        token: account.token,
      },
      {
        method: 'POST',
        url: `/api/workorders/${workOrderId}/checklist`,
        base: { text: 'Smörj bommen', done: false },
        token: account.token,
      },
      {
        method: 'POST',
        url: `/api/workorders/${workOrderId}/materials`,
        base: { partId, name: 'Oljefilter', quantity: '2', unitPrice: 189 },
        token: account.token,
      },
      {
        method: 'POST',
        url: '/api/staff-ledger/check-in',
        base: { name: 'Eva Inhyrd', personalNumber: '121212-1212' },
        token: account.token,
      },
      { method: 'POST', url: '/api/staff-ledger/check-in', base: { userId: memberId }, token: account.token },
      {
        method: 'PUT',
        url: `/api/files/${fileId}`,
        base: { caption: 'Sprucken bom', customerVisible: true },
        token: account.token,
      },
      {
        method: 'POST',
        url: '/api/staff-ledger/check-out',
        base: { entryId: ledgerEntryId },
        token: account.token,
      },
      {
        method: 'POST',
        url: '/api/staff-ledger/check-out',
        base: { userId: memberId },
        token: account.token,
      },
      {
        method: 'POST',
        url: `/api/staff-ledger/${ledgerEntryId}/corrections`,
        base: {
          checkIn: '2026-06-15T06:00:00Z',
          checkOut: '2026-06-15T07:00:00+02:00',
          reason: 'Glömde stämpla ut',
        },
        token: account.token,
      },
      {
        method: 'POST',
        url: `/api/invoice/${invoiceId}/payments`,
        base: { amount: '100,50', date: '2026-06-15', method: 'swish', reference: 'Delbetalning' },
        token: account.token,
      },
      {
        method: 'POST',
        url: `/api/payments/unmatched/${unmatchedId}/assign`,
        base: { invoiceId },
        token: account.token,
      },
      {
        method: 'POST',
        url: `/api/invoice/${invoiceId}/reminders`,
        base: { dueDate: '2026-07-01', send: false, confirmNotSent: true },
        token: account.token,
      },
      {
        method: 'POST',
        url: '/api/reference-rates',
        base: { validFrom: '2026-07-01', rate: '2,25' },
        token: account.token,
      },
      {
        method: 'PUT',
        url: '/api/company',
        base: {
          ...completeCompany,
          reminderFee: '60,00',
          reminderFeeAgreed: true,
          chargeLatePaymentCompensation: true,
          interestRate: null,
        },
        token: account.token,
      },
      {
        method: 'POST',
        url: `/api/invoice/${invoiceId}/send`,
        base: { to: ['ekonomi@kund.se'], message: 'Tack!' },
        token: account.token,
      },
      {
        method: 'PUT',
        url: '/api/staff-ledger/settings',
        base: { exempt: false, note: 'Bara familjen' },
        token: account.token,
      },
      {
        method: 'PUT',
        url: `/api/team/${memberId}`,
        base: { personalNumber: '19811218-9876' },
        token: account.token,
      },
      {
        method: 'PUT',
        url: '/api/user/profile',
        base: {
          name: 'Anna Svensson',
          companyName: 'Svenssons Maskinservice AB',
          personalNumber: '811218-9876',
        },
        token: account.token,
      },
      {
        method: 'POST',
        url: '/api/quotes',
        base: {
          customerId,
          machineId,
          priceType: 'running',
          maxAmount: '12 500,00',
          validUntil: '2026-07-01',
          terms: 'Villkor',
          items: [{ description: 'Arbete', quantity: '1,5', unit: 'h', price: 850, optional: true, rateId }],
        },
        token: account.token,
        counted: '/api/quotes',
      },
      {
        method: 'PUT',
        url: `/api/quotes/${quoteId}`,
        base: { customerId, priceType: 'fixed', items: [{ description: 'Service', quantity: 1, price: 1000, partId }] },
        token: account.token,
      },
      {
        method: 'POST',
        url: `/api/quotes/${quoteId}/send`,
        base: { to: ['kund@akerinord.se'], sms: false, message: 'Hej!' },
        token: account.token,
      },
      {
        method: 'POST',
        url: `/api/public/quotes/${quoteToken}/accept`,
        base: { name: 'Per Nord', signature: 'data:image/png;base64,iVBORw0KGgo=', itemIds: [] },
      },
      { method: 'POST', url: `/api/public/quotes/${quoteToken}/decline`, base: { reason: 'För dyrt' } },
      {
        method: 'POST',
        url: `/api/quotes/${sentQuoteId}/approvals`,
        base: { channel: 'phone', name: 'Per Nord', note: 'Ringde', itemIds: [] },
        token: account.token,
      },
    ];
    const failures: string[] = [];
    for (const call of calls) {
      let created = 0;
      const countBefore = call.counted
        ? Number((await as(test.app, account).get(`${call.counted}?limit=1`)).headers['x-total-count'])
        : 0;
      for (const [name, body] of variants(call.base)) {
        const response = await send(call.method, call.url, body, call.token);
        if (response.statusCode >= 500)
          failures.push(`${call.method} ${call.url} ${name}: ${response.statusCode} ${response.body.slice(0, 200)}`);
        else if (response.statusCode >= 400 && !/[a-zåäö]/i.test(response.json().message))
          failures.push(`${call.method} ${call.url} ${name}: no message`);
        if (response.statusCode === 201) created += 1;
        // A client's own number may be taken only once; the next variant needs it free again.
        if (response.statusCode === 201 && call.counted)
          await as(test.app, account).delete(`${call.counted}/${response.json().id}`);
      }
      if (call.counted) {
        const countAfter = Number(
          (await as(test.app, account).get(`${call.counted}?limit=1`)).headers['x-total-count'],
        );
        expect(countAfter, `${call.url}: ${created} created and deleted again`).toBe(countBefore);
      }
    }
    expect(failures).toEqual([]);
  }, 300_000);

  it('never answers 5xx to hostile queries and paths', async () => {
    const api = as(test.app, account);
    const failures: string[] = [];
    for (const [name, value] of hostileValues) {
      const raw = value === DEEP ? deepJson : typeof value === 'string' ? value : JSON.stringify(value);
      // A lone surrogate has no UTF-8 form: it travels as the bytes a careless client would send.
      const text = raw.includes('\ud800') ? 'Slang%20%ED%A0%80' : encodeURIComponent(raw.slice(0, 2000));
      for (const url of [
        `/api/workorders?status=${text}`,
        `/api/workorders?limit=${text}&offset=${text}`,
        `/api/invoice?status=${text}`,
        `/api/export/sie?from=${text}&to=2026-12-31`,
        `/api/export/sie?from=2026-01-01&to=${text}`,
        `/api/workorders/${text}`,
        `/api/invoice/${text}`,
        `/api/invoice/${text}/pdf`,
        `/api/invoice?customerId=${text}`,
        `/api/invoice/next-number?customerId=${text}`,
        `/api/workorders?customerId=${text}&machineId=${text}`,
        `/api/workorders?assignee=${text}`,
        `/api/audit?entity=${text}&id=${text}`,
        `/api/audit?entity=workOrder&id=${text}`,
        `/api/auth/invitations/${text}`,
        `/api/time?from=${text}&to=${text}`,
        `/api/time?userId=${text}&workOrderId=${text}`,
        `/api/time?limit=${text}`,
        `/api/time/report?from=${text}&to=${text}`,
        `/api/time/report?from=2026-01-01&to=${text}`,
        `/api/staff-ledger?from=${text}&to=2026-12-31&limit=${text}`,
        `/api/staff-ledger/pdf?from=2026-06-01&to=${text}`,
        `/api/customers?q=${text}`,
        `/api/customers/${text}`,
        `/api/machines?q=${text}&customerId=${text}`,
        `/api/machines?serviceStatus=${text}`,
        `/api/machines/${text}`,
        `/api/machines/${text}/history`,
        `/api/machines/${text}/service-book`,
        `/api/machines/${text}/meter-readings`,
        `/api/machines/${text}/service-plan`,
        `/api/service-due?within=${text}&status=${text}`,
        `/api/service-due?customerId=${text}&limit=${text}`,
        `/api/parts?q=${text}&belowReorder=${text}`,
        `/api/parts/${text}`,
        `/api/parts/${text}/movements?limit=${text}`,
        `/api/parts/stock-value?date=${text}`,
        `/api/quotes?status=${text}&customerId=${text}&workOrderId=${text}`,
        `/api/quotes?limit=${text}&offset=${text}`,
        `/api/quotes/${text}`,
        `/api/quotes/${text}/pdf`,
        `/api/quotes/${quoteId}?version=${text}`,
        `/api/public/quotes/${text}`,
        `/api/public/quotes/${text}/pdf`,
        `/api/quotes/${text}/approval/pdf`,
        `/api/public/portal/${text}`,
        `/api/public/portal/${text}/invoices/${text}/pdf`,
        `/api/public/portal/${text}/files/${text}/content`,
        `/api/public/portal/${text}/files/${text}/thumbnail`,
        `/api/public/portal/${portalToken}/files/${text}/content`,
        `/api/public/portal/${portalToken}/files/${fileId}/${text}`,
      ]) {
        const response = await api.get(url);
        if (response.statusCode >= 500) failures.push(`GET ${url.slice(0, 80)} (${name}): ${response.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('does not take prototype properties for status filters', async () => {
    for (const status of ['__proto__', 'constructor', 'toString', 'hasOwnProperty']) {
      const response = await as(test.app, account).get(`/api/workorders?status=${status}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Ogiltig status.');
    }
  });

  it('answers a NUL byte with 400 naming the field', async () => {
    const response = await send(
      'POST',
      '/api/workorders',
      { ...workOrderBody, title: 'Slang\u0000byte' },
      account.token,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'request.invalid',
      message: 'Texten innehåller tecken som inte kan sparas (till exempel NUL-tecken).',
      errors: [
        {
          field: 'title',
          message: 'Texten innehåller tecken som inte kan sparas (till exempel NUL-tecken).',
        },
      ],
    });
  });

  it.each([
    ['executionDate', '0000-01-01', '/api/workorders'],
    ['executionDate', '2026-02-28xyz', '/api/workorders'],
    ['dueDate', '0000-01-01', '/api/invoice'],
    ['dueDate', ' 2026-02-28', '/api/invoice'],
    ['paidAt', '0000-01-01', '/api/invoice'],
  ])('refuses %s %j with 400', async (field, value, url) => {
    const base =
      url === '/api/invoice'
        ? { ...invoiceBody(), invoiceNumber: null, status: 'paid' }
        : { ...workOrderBody, workOrderNumber: null };
    const response = await send('POST', url, { ...base, [field]: value }, account.token);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].field).toBe(field);
  });

  it.each([
    ['0x10', 'hexadecimal'],
    ['1e3', 'an exponent'],
    [5000.005, 'three decimals'],
    ['Infinity', 'infinity'],
    ['12,345', 'three decimals after a comma'],
  ] as Array<[string | number, string]>)('reads no number from %j (%s)', async (price) => {
    const response = await send(
      'POST',
      '/api/invoice',
      { ...invoiceBody(), invoiceNumber: null, items: [{ description: 'Arbete', quantity: 1, price }] },
      account.token,
    );
    expect(response.statusCode).toBe(400);
  });

  it('accepts plain decimals with a comma, a point and spaces between thousands', async () => {
    const response = await send(
      'POST',
      '/api/invoice',
      {
        ...invoiceBody(),
        invoiceNumber: null,
        items: [{ description: 'Arbete', quantity: '8,5', price: '1 234,50' }],
      },
      account.token,
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().items[0]).toMatchObject({ quantity: 8.5, price: 1234.5, amount: 10493.25 });
  });

  it('passes todo lists and materials through as sent, adding nothing', async () => {
    const todoList = [{ text: 'Byt filter', extra: { note: 'egen' } }];
    const materials = [
      { name: 'Slang', qty: 2 },
      { name: 'Olja', quantity: '2,5', partNo: 'X-1' },
    ];
    const response = await send(
      'POST',
      '/api/workorders',
      { ...workOrderBody, workOrderNumber: null, todoList, materials },
      account.token,
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ todoList, materials });
    const listed = (await as(test.app, account).get('/api/workorders?limit=1')).json()[0];
    expect(listed.todoList).toEqual(todoList);
    expect(listed.materials).toEqual(materials);
  });
});
