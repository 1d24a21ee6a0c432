import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MAX_SIGNATURE_BYTES, PNG_DATA_URL_PREFIX } from '../../shared/signature-image';
import { drivers } from '../test/database';
import { as, completeCompany, createAccount, type Account, useTestApp, validWorkOrder } from '../test/harness';
import { DEEP, deepJson, hostileValues, toPayload, variants } from '../test/hostile-values';
import { pngOf } from '../test/images';
import { addMember, mailsIn } from '../test/team';

type Body = Record<string, unknown>;
type Answer = Awaited<ReturnType<ReturnType<typeof useTestApp>['app']['inject']>>;

// The quotes' and the customer's page's bodies (QUOTES.md) under the same sweep as the other routes
// (hostile-input.test.ts): the customer's answer on the link with its signature, staff's phone
// approval, the invoice's override, extra work, contact attempts and the page's link. Never a 5xx,
// always a Swedish message, and a refused answer leaves the quote unanswered.
describe.each(drivers)('hostile input to quotes and the customer’s page on %s', (driver) => {
  // Every accepted variant sends a new quote: the day's mail allowance is not what is tested here.
  const test = useTestApp(driver, { mailLimits: { perDay: 100_000, perDayNew: 100_000, newDays: 7 } });
  let owner: Account;
  let mechanic: Account;
  let customerId: string;
  let workOrderId: string;
  let pricedJobId: string;
  let invoiceId: string;
  let signature: string;
  beforeAll(async () => {
    owner = await createAccount(test.app);
    mechanic = await addMember(test.app, owner, 'mechanic');
    const api = as(test.app, owner);
    await api.put('/api/company', completeCompany);
    // A consumer (no organisation number): an approximate price holds the invoice to + 15 %.
    customerId = (await api.post('/api/customers', { name: 'Karin Berg', email: 'karin@berg.se' })).json().id;
    workOrderId = (await api.post('/api/workorders', { ...validWorkOrder, customerId })).json().id;
    const priced = (
      await api.post('/api/quotes', {
        customerId,
        priceType: 'approximate',
        items: [{ description: 'Byte av koppling', quantity: 1, price: 8000 }],
      })
    ).json();
    await api.post(`/api/quotes/${priced.id}/approvals`, { channel: 'phone', name: 'Karin Berg' });
    pricedJobId = (await api.get('/api/workorders?limit=1')).json()[0].id;
    invoiceId = (await api.post('/api/invoice', pricedInvoice())).json().id;
    signature = `${PNG_DATA_URL_PREFIX}${(await pngOf(300, 100)).toString('base64')}`;
  }, 120_000);

  /** 12 000 kr + 25 % VAT: past 8 000 × 1,25 + 15 %, so saving needs the override. */
  const pricedInvoice = (): Body => ({
    customerName: 'Karin Berg',
    customerEmail: 'karin@berg.se',
    customerId,
    workOrderId: pricedJobId,
    items: [{ description: 'Arbete och material', quantity: 1, price: 12000 }],
    override: { reason: 'Kunden godkände mer per telefon' },
  });

  const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, body: unknown, token?: string) =>
    test.app.inject({
      method,
      url,
      payload: body === undefined ? undefined : toPayload(body),
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });

  const failures: string[] = [];
  beforeEach(() => {
    failures.length = 0;
  });
  const check = (label: string, response: Answer) => {
    if (response.statusCode >= 500) failures.push(`${label}: ${response.statusCode} ${response.body.slice(0, 200)}`);
    else if (response.statusCode >= 400 && !/[a-zåäö]/i.test(response.json().message))
      failures.push(`${label}: no message`);
  };

  /** A newly sent quote with a Tillval: its link's token and the optional line's id. */
  async function sentQuote() {
    const api = as(test.app, owner);
    const quote = (
      await api.post('/api/quotes', {
        customerId,
        priceType: 'fixed',
        items: [
          { description: 'Service', quantity: 1, price: 1000 },
          { description: 'Tvätt', quantity: 1, price: 200, optional: true },
        ],
      })
    ).json();
    const before = new Set((await mailsIn(test.mailOutboxDir)).map((mail) => mail.file));
    expect((await api.post(`/api/quotes/${quote.id}/send`, {})).statusCode).toBe(200);
    await test.app.mailSender.deliverDue();
    const mail = (await mailsIn(test.mailOutboxDir)).find((candidate) => !before.has(candidate.file))!;
    const token = /\/q\/([A-Za-z0-9_-]{43})/.exec(mail.text)![1]!;
    const optionalId = quote.items.find((item: { optional: boolean }) => item.optional).id as string;
    return { id: quote.id as string, token, optionalId };
  }

  const statusOf = async (quoteId: string) =>
    (await as(test.app, owner).get(`/api/quotes/${quoteId}`)).json().status as string;

  /** Each field of the nested object `field` replaced by each hostile value, and hostile keys beside them. */
  function* nestedVariants(base: Body, field: string): Generator<[string, Body]> {
    const inner = base[field] as Body;
    for (const [name, value] of hostileValues) {
      yield [`${field} = ${name}`, { ...base, [field]: value }];
      for (const key of Object.keys(inner))
        yield [`${field}.${key} = ${name}`, { ...base, [field]: { ...inner, [key]: value } }];
      const key = typeof value === 'string' && value !== DEEP ? value : 'x';
      yield [`${field} key ${name}`, { ...base, [field]: { [key]: value } }];
    }
    yield [`${field} empty`, { ...base, [field]: {} }];
  }

  it('never answers 5xx to the customer’s answer on the link, and a refused one leaves the quote unanswered', async () => {
    let quote = await sentQuote();
    const accept = (body: Body) => send('POST', `/api/public/quotes/${quote.token}/accept`, body);
    // The optional line's id is the quote's of the moment: a marker stands for it until sent.
    const chosen = 'OPTIONAL-LINE';
    const cases = [
      ...variants({ name: 'Karin Berg', signature, itemIds: [chosen] }),
      ...hostileValues.map(([name, value]) => [`whole body ${name}`, value] as const),
    ];
    for (const [name, body] of cases) {
      const sent = JSON.parse(JSON.stringify(body ?? null).replaceAll(chosen, quote.optionalId)) as Body;
      const response = await accept(sent);
      check(`accept ${name}`, response);
      if (response.statusCode === 201) quote = await sentQuote();
      else if (response.statusCode < 500 && (await statusOf(quote.id)) === 'accepted')
        failures.push(`accept ${name}: ${response.statusCode} yet the quote is accepted`);
    }
    for (const [name, body] of variants({ reason: 'För dyrt' })) {
      const response = await send('POST', `/api/public/quotes/${quote.token}/decline`, body);
      check(`decline ${name}`, response);
      if (response.statusCode === 200) quote = await sentQuote();
    }
    expect(failures).toEqual([]);
  }, 600_000);

  it('holds a drawn signature to a PNG of at most 200 KB, by its bytes', async () => {
    const quote = await sentQuote();
    const png = await pngOf(300, 100);
    // A real PNG padded past the bound, and one padded to exactly it: only the bytes tell them apart.
    const padded = (size: number) =>
      `${PNG_DATA_URL_PREFIX}${Buffer.concat([png, Buffer.alloc(size - png.length)]).toString('base64')}`;
    const refused: Array<[string, string]> = [
      ['one byte past 200 KB', padded(MAX_SIGNATURE_BYTES + 1)],
      ['a JPEG’s data URL', `data:image/jpeg;base64,${png.toString('base64')}`],
      [
        'JPEG bytes called PNG',
        `${PNG_DATA_URL_PREFIX}${Buffer.from([0xff, 0xd8, 0xff, 0xe0, ...png.subarray(4)]).toString('base64')}`,
      ],
      [
        'a PNG without its IHDR',
        `${PNG_DATA_URL_PREFIX}${Buffer.concat([png.subarray(0, 8), Buffer.alloc(40)]).toString('base64')}`,
      ],
      ['the PNG signature alone', `${PNG_DATA_URL_PREFIX}${png.subarray(0, 8).toString('base64')}`],
      ['base64 with a line break', `${PNG_DATA_URL_PREFIX}${png.toString('base64').replace(/(.{60})/, '$1\n')}`],
      ['no base64 at all', PNG_DATA_URL_PREFIX],
      ['a megabyte of text', `${PNG_DATA_URL_PREFIX}${'A'.repeat(1_000_000)}`],
    ];
    for (const [name, value] of refused) {
      const response = await send('POST', `/api/public/quotes/${quote.token}/accept`, {
        name: 'Karin Berg',
        signature: value,
      });
      expect({ name, status: response.statusCode, message: response.json().message }).toEqual({
        name,
        status: 400,
        message: 'Signaturen måste vara en PNG-bild på högst 200 kB.',
      });
    }
    expect(await statusOf(quote.id)).toBe('sent');
    const atBound = await send('POST', `/api/public/quotes/${quote.token}/accept`, {
      name: 'Karin Berg',
      signature: padded(MAX_SIGNATURE_BYTES),
    });
    expect(atBound.statusCode, atBound.body).toBe(201);
    expect(atBound.json()).toMatchObject({ signed: true, channel: 'link' });
  }, 120_000);

  it('never answers 5xx to staff’s approval, the override, extra work, contact attempts and the page’s link', async () => {
    const calls: Array<{
      label: string;
      method: 'POST' | 'PUT';
      url: () => string;
      cases: Iterable<[string, unknown]>;
      token: string;
    }> = [];
    let quote = await sentQuote();
    const chosen = 'OPTIONAL-LINE';
    const approval = { channel: 'phone', name: 'Karin Berg', note: 'Ringde kl. 9', itemIds: [chosen] };
    calls.push({
      label: 'staff approval',
      method: 'POST',
      url: () => `/api/quotes/${quote.id}/approvals`,
      cases: variants(approval),
      token: owner.token,
    });
    calls.push({
      label: 'invoice override',
      method: 'POST',
      url: () => '/api/invoice',
      cases: nestedVariants(pricedInvoice(), 'override'),
      token: owner.token,
    });
    calls.push({
      label: 'invoice edit override',
      method: 'PUT',
      url: () => `/api/invoice/${invoiceId}`,
      cases: nestedVariants(pricedInvoice(), 'override'),
      token: owner.token,
    });
    const extraWork = {
      priceType: 'fixed',
      validUntil: '2026-07-15',
      terms: 'Som tidigare',
      items: [{ description: 'Ny hydraulslang', quantity: 2, unit: 'st', price: 400, optional: false }],
    };
    calls.push({
      label: 'extra work',
      method: 'POST',
      url: () => `/api/workorders/${workOrderId}/extra-work`,
      cases: variants(extraWork),
      token: mechanic.token,
    });
    calls.push({
      label: 'contact attempt',
      method: 'POST',
      url: () => `/api/workorders/${workOrderId}/contact-attempts`,
      cases: variants({ channel: 'phone', note: 'Inget svar' }),
      token: owner.token,
    });
    const wholeBodies = hostileValues.map(([name, value]) => [`whole body ${name}`, value] as [string, unknown]);
    calls.push({
      label: 'page link',
      method: 'POST',
      url: () => `/api/customers/${customerId}/portal-link`,
      cases: wholeBodies,
      token: owner.token,
    });
    calls.push({
      label: 'withdraw',
      method: 'POST',
      url: () => `/api/quotes/${quote.id}/withdraw`,
      cases: wholeBodies.slice(0, 3),
      token: owner.token,
    });

    const invoicesBefore = Number((await as(test.app, owner).get('/api/invoice?limit=1')).headers['x-total-count']);
    for (const call of calls) {
      for (const [name, body] of call.cases) {
        // The optional line's id is the quote's of the moment: a marker stands for it until sent.
        const sent: unknown = JSON.parse(JSON.stringify(body ?? null).replaceAll(chosen, quote.optionalId));
        const response = await send(call.method, call.url(), sent, call.token);
        check(`${call.label} ${name}`, response);
        if (response.statusCode === 201 && call.label === 'staff approval') quote = await sentQuote();
        if (response.statusCode === 201 && call.url() === '/api/invoice')
          await as(test.app, owner).delete(`/api/invoice/${response.json().id}`);
      }
    }
    // Each override the sweep saved was deleted again: nothing else was written.
    expect(Number((await as(test.app, owner).get('/api/invoice?limit=1')).headers['x-total-count'])).toBe(
      invoicesBefore,
    );
    expect(failures).toEqual([]);
  }, 600_000);

  it('never answers 5xx to hostile paths of quotes, approvals, jobs and the page', async () => {
    const api = as(test.app, owner);
    for (const [name, value] of hostileValues) {
      const raw = value === DEEP ? deepJson : typeof value === 'string' ? value : JSON.stringify(value);
      const text = raw.includes('\ud800') ? 'Slang%20%ED%A0%80' : encodeURIComponent(raw.slice(0, 2000));
      for (const url of [
        `/api/workorders/${text}/contact-attempts`,
        `/api/quotes/${text}/approval/pdf`,
        `/api/quotes?workOrderId=${text}`,
        `/api/public/portal/${text}/invoices/${invoiceId}/pdf`,
        `/api/public/quotes/${text}/pdf`,
      ]) {
        const response = await api.get(url);
        if (response.statusCode >= 500) failures.push(`GET ${url.slice(0, 80)} (${name}): ${response.statusCode}`);
      }
      for (const [method, url, body] of [
        [
          'POST',
          `/api/workorders/${text}/extra-work`,
          { priceType: 'fixed', items: [{ description: 'x', quantity: 1, price: 1 }] },
        ],
        ['POST', `/api/workorders/${text}/contact-attempts`, { channel: 'phone' }],
        ['POST', `/api/customers/${text}/portal-link`, undefined],
        ['DELETE', `/api/customers/${text}/portal-link`, undefined],
        ['POST', `/api/quotes/${text}/approvals`, { channel: 'phone', name: 'Karin' }],
        ['POST', `/api/quotes/${text}/withdraw`, undefined],
        ['POST', `/api/public/quotes/${text}/accept`, { name: 'Karin' }],
        ['POST', `/api/public/quotes/${text}/decline`, {}],
      ] as const) {
        const response = await send(method, url, body, owner.token);
        if (response.statusCode >= 500)
          failures.push(`${method} ${url.slice(0, 80)} (${name}): ${response.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
  }, 300_000);
});
