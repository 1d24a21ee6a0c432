import { createServer } from 'node:http';
import { load, type LoadResult } from './load';
import { countingSmtpServer } from './mail';
import { startProcess } from './processes';

// The customer in the loop (issue 46, QUOTES.md), measured as the other rows: the customer's link to a
// quote and the customer's page for a customer with 200 jobs and 500 invoices, against the bare
// baseline; and the list beside the outbox while 1 000 quotes go out by mail and SMS, as bench/mail.ts
// measures invitations (the list's p99 alone and during).

const JOBS = 200;
const INVOICES = 500;
const QUOTES = 1_000;
const PARALLEL = 20;

export interface QuoteRow extends LoadResult {
  ratio: string;
}

/** A local 46elks-compatible SMS API: takes every form POST and keeps its text. */
async function countingSmsServer(port: number) {
  const texts: string[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      texts.push(new URLSearchParams(body).get('message') ?? '');
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"created"}');
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { texts, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/**
 * `count` calls of `call(index)`, `PARALLEL` at a time; each must answer `status`. A 503 (the PDF renderers'
 * queue is full: `document.busy`) is asked again after a pause, as the web app's user would.
 */
async function inBatches(count: number, status: number, call: (index: number) => Promise<Response>) {
  const once = async (index: number): Promise<void> => {
    const response = await call(index);
    if (response.status === 503) {
      await response.arrayBuffer();
      await new Promise((resolve) => setTimeout(resolve, 200));
      return once(index);
    }
    if (response.status !== status) throw new Error(`answered ${response.status}: ${await response.text()}`);
  };
  for (let start = 0; start < count; start += PARALLEL)
    await Promise.all(Array.from({ length: Math.min(PARALLEL, count - start) }, (_, offset) => once(start + offset)));
}

/** A new workshop with one customer of 200 jobs and 500 invoices, its page link and a quote sent to it by SMS. */
async function seedCustomer(url: string, sms: { texts: string[] }) {
  const stamp = Date.now();
  const account = { email: `offerter-${stamp}@verkstan.se`, password: 'hemligt-lösen-123' };
  const post = (path: string, body: unknown, token?: string) =>
    fetch(`${url}/api${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
  await post('/auth/register', { ...account, firstName: 'Anna', lastName: 'Berg', companyName: 'Bergs Maskin AB' });
  const { token } = (await (await post('/auth/login', account)).json()) as { token: string };
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  await fetch(`${url}/api/company`, {
    method: 'PUT',
    headers,
    body: JSON.stringify({
      name: 'Bergs Maskin AB',
      orgNumber: '5560360793',
      fTax: true,
      street: 'Industrivägen 4',
      postalCode: '24138',
      city: 'Eslöv',
      bankgiro: '50501055',
      email: 'faktura@bergs.se',
      phone: '0413-123 45',
    }),
  });
  const customer = (await (
    await post('/customers', { name: 'Karin Lind', email: 'karin@lind.se', phone: '070-123 45 67' }, token)
  ).json()) as { id: string; customerNumber: string };
  const jobIds: string[] = [];
  await inBatches(JOBS, 201, async (index) => {
    const response = await post(
      '/workorders',
      {
        title: `Service ${index}`,
        customerId: customer.id,
        customerNumber: customer.customerNumber,
        vehicleCategory: 'Traktor',
        workCategory: 'Service',
        status: index % 4 === 0 ? 'Pågående' : 'Fakturerad',
      },
      token,
    );
    if (response.status === 201) jobIds.push(((await response.clone().json()) as { id: string }).id);
    return response;
  });
  await inBatches(INVOICES, 201, (index) =>
    post(
      '/invoice',
      {
        customerId: customer.id,
        customerName: 'Karin Lind',
        customerEmail: 'karin@lind.se',
        workOrderId: jobIds[index % jobIds.length],
        status: index % 5 === 0 ? 'pending' : 'paid',
        items: [{ description: 'Arbete', quantity: 2, price: 850 }],
      },
      token,
    ),
  );
  const { link } = (await (await post(`/customers/${customer.id}/portal-link`, {}, token)).json()) as { link: string };
  const quote = await newQuote(url, token, customer.id);
  await inBatches(1, 200, () => post(`/quotes/${quote}/send`, { sms: true }, token));
  // The link travels in the SMS; only its hash is stored.
  const deadline = Date.now() + 60_000;
  while (!sms.texts.some((text) => text.includes('/q/')) && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 100));
  const quoteToken = /\/q\/([A-Za-z0-9_-]{43})/.exec(sms.texts.find((text) => text.includes('/q/')) ?? '')?.[1];
  if (!quoteToken) throw new Error('the quote SMS never came');
  return { token, customerId: customer.id, portalToken: link.split('/').at(-1)!, quoteToken };
}

async function newQuote(url: string, token: string, customerId: string): Promise<string> {
  const response = await fetch(`${url}/api/quotes`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      customerId,
      priceType: 'fixed',
      items: [
        { description: 'Byte av kopplingslamell', quantity: 6, unit: 'h', price: 850 },
        { description: 'Kopplingssats', quantity: 1, unit: 'st', price: 4200 },
        { description: 'Byte av oljefilter', quantity: 1, unit: 'st', price: 300, optional: true },
      ],
    }),
  });
  if (response.status !== 201) throw new Error(`quote answered ${response.status}`);
  return ((await response.json()) as { id: string }).id;
}

/**
 * The quotes' rows: the public link's and the customer's page's calls against `bare` (the baseline's 50
 * rows from memory), and the work-order list alone and while 1 000 quotes are delivered by mail and SMS.
 */
export async function quoteFigures(
  env: Record<string, string>,
  port: number,
  bare: LoadResult,
  seconds: number,
): Promise<QuoteRow[]> {
  const smtp = await countingSmtpServer(port + 1);
  const sms = await countingSmsServer(port + 2);
  const server = await startProcess(
    'dist/server/main.js',
    {
      ...env,
      PORT: String(port),
      SMTP_URL: `smtp://127.0.0.1:${port + 1}`,
      SMS_URL: `http://bench:hemligt@127.0.0.1:${port + 2}/a1/sms`,
      // The public calls are throttled per address (three logins' worth a minute): the load comes from one.
      LOGIN_MAX_PER_MINUTE: '100000',
      MAIL_PER_DAY: '1000000',
      MAIL_PER_DAY_NEW: '1000000',
    },
    '/api/health',
  );
  try {
    const seeded = await seedCustomer(server.url, sms);
    const ratio = (result: LoadResult) => (result.requestsPerSecond / bare.requestsPerSecond).toFixed(2);
    const quoteUrl = `${server.url}/api/public/quotes/${seeded.quoteToken}`;
    const portalUrl = `${server.url}/api/public/portal/${seeded.portalToken}`;
    await load({ name: 'warm-up', url: quoteUrl, seconds: 2 });
    await load({ name: 'warm-up', url: portalUrl, seconds: 2 });
    const quoteLink = await load({
      name: 'GET /api/public/quotes/{token} (the customer’s link)',
      url: quoteUrl,
      seconds,
    });
    const portal = await load({
      name: `GET /api/public/portal/{token} (a customer of ${JOBS} jobs and ${INVOICES} invoices)`,
      url: portalUrl,
      seconds,
    });

    const headers = { authorization: `Bearer ${seeded.token}`, 'content-type': 'application/json' };
    const listUrl = `${server.url}/api/workorders?limit=50`;
    await load({ name: 'warm-up', url: listUrl, headers, seconds: 2 });
    const alone = await load({
      name: 'GET /api/workorders?limit=50, 8 clients',
      url: listUrl,
      headers,
      connections: 8,
      seconds,
    });
    const [mailsBefore, smsBefore] = [smtp.ids.length, sms.texts.length];
    const quotes: string[] = [];
    await inBatches(QUOTES, 201, async () => {
      const id = await newQuote(server.url, seeded.token, seeded.customerId);
      quotes.push(id);
      return new Response(null, { status: 201 });
    });
    // Each send renders the PDF and queues its mail and SMS in the send's transaction.
    await inBatches(QUOTES, 200, (index) =>
      fetch(`${server.url}/api/quotes/${quotes[index]}/send`, { method: 'POST', headers, body: '{"sms":true}' }),
    );
    const queuedAt = Date.now();
    const during = await load({
      name: `GET /api/workorders?limit=50, 8 clients, while ${QUOTES} quote mails and ${QUOTES} SMS go out`,
      url: listUrl,
      headers,
      connections: 8,
      seconds,
    });
    const sent = () => ({ mails: smtp.ids.length - mailsBefore, texts: sms.texts.length - smsBefore });
    while ((sent().mails < QUOTES || sent().texts < QUOTES) && Date.now() - queuedAt < 180_000)
      await new Promise((resolve) => setTimeout(resolve, 100));
    const took = ((Date.now() - queuedAt) / 1000).toFixed(1);
    const duplicates = smtp.ids.length - new Set(smtp.ids).size;
    return [
      { ...quoteLink, ratio: ratio(quoteLink) },
      { ...portal, ratio: ratio(portal) },
      { ...alone, ratio: 'p99 1.00' },
      {
        ...during,
        name: `${during.name} (${sent().mails} mails and ${sent().texts} SMS delivered in ${took} s, ${duplicates} mails twice)`,
        ratio: `p99 ${(during.p99 / Math.max(alone.p99, 1)).toFixed(1)}× alone`,
      },
    ];
  } finally {
    await server.stop();
    await sms.close();
    await smtp.close();
  }
}
