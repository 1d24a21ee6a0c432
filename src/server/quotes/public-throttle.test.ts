import { beforeAll, describe, expect, it } from 'vitest';
import { drivers } from '../test/database';
import { as, completeCompany, createAccount, useTestApp, type Account } from '../test/harness';
import { mailsIn } from '../test/team';
import { consumerWithMachine, quoteBody } from './test-data';

// QUOTES.md: "Public calls are throttled per IP (429 in Swedish)". Decisions 050 and 055: three times
// the login limit a minute, per address, so that one address guessing tokens is stopped while the
// customer, from their own phone, still opens the right link.

const tooMany = 'För många försök. Vänta en stund och försök igen.';
const wrongToken = 'B'.repeat(43);

describe.each(drivers)('the public links throttled per address on %s', (driver) => {
  // One login a minute: three public calls a minute per address.
  const test = useTestApp(driver, { loginMaxPerMinute: 1 });
  // One login a minute from the tests' own address: one account for both.
  let owner: Account;
  beforeAll(async () => {
    owner = await createAccount(test.app);
  });

  const visit = (url: string, remoteAddress: string) => test.app.inject({ method: 'GET', url, remoteAddress });

  async function guessed(url: string, address: string) {
    const answers = [];
    for (let attempt = 0; attempt < 5; attempt++) answers.push(await visit(url, address));
    return answers;
  }

  it('answers 429 in Swedish to an address that tried too many quote tokens; the right one still opens elsewhere', async () => {
    const api = as(test.app, owner);
    await api.put('/api/company', completeCompany);
    const { customer } = await consumerWithMachine(test.app, owner);
    const quote = (await api.post('/api/quotes', quoteBody(customer.id))).json();
    expect((await api.post(`/api/quotes/${quote.id}/send`, {})).statusCode).toBe(200);
    await test.app.mailSender.deliverDue();
    const mail = (await mailsIn(test.mailOutboxDir)).find((candidate) => candidate.to === 'karin@berg.se')!;
    const token = /\/q\/([A-Za-z0-9_-]{43})/.exec(mail.text)![1]!;

    const answers = await guessed(`/api/public/quotes/${wrongToken}`, '203.0.113.7');
    expect(answers.map((answer) => answer.statusCode)).toEqual([404, 404, 404, 429, 429]);
    expect(answers.at(-1)!.json()).toEqual({ code: 'quote.too_many_requests', message: tooMany });
    // The guesser's address is stopped even with the right token: a guess that hits is not let through.
    expect((await visit(`/api/public/quotes/${token}`, '203.0.113.7')).statusCode).toBe(429);
    const customersPhone = await visit(`/api/public/quotes/${token}`, '198.51.100.23');
    expect(customersPhone.statusCode).toBe(200);
    expect(customersPhone.json()).toMatchObject({ number: quote.number, status: 'viewed' });
    // The answer on the link counts the same way, and passes from the customer's address.
    const accepted = await test.app.inject({
      method: 'POST',
      url: `/api/public/quotes/${token}/accept`,
      remoteAddress: '198.51.100.23',
      payload: { name: 'Karin Berg' },
    });
    expect(accepted.statusCode, accepted.body).toBe(201);
  });

  it('answers 429 in Swedish to an address that tried too many page tokens; the right one still opens elsewhere', async () => {
    const api = as(test.app, owner);
    const { customer } = await consumerWithMachine(test.app, owner, 'Olle Berg');
    const link = (await api.post(`/api/customers/${customer.id}/portal-link`)).json().link as string;
    const token = link.split('/').at(-1)!;

    const answers = await guessed(`/api/public/portal/${wrongToken}`, '203.0.113.8');
    expect(answers.map((answer) => answer.statusCode)).toEqual([404, 404, 404, 429, 429]);
    expect(answers.at(-1)!.json()).toEqual({ code: 'portal.too_many_requests', message: tooMany });
    // A PDF of the page counts against the same address.
    expect((await visit(`/api/public/portal/${token}/invoices/${wrongToken}/pdf`, '203.0.113.8')).statusCode).toBe(429);
    expect((await visit(`/api/public/portal/${token}`, '203.0.113.8')).statusCode).toBe(429);
    const customersPhone = await visit(`/api/public/portal/${token}`, '198.51.100.24');
    expect(customersPhone.statusCode).toBe(200);
    expect(customersPhone.json()).toMatchObject({ customer: { name: 'Olle Berg' } });
  });
});
