import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { drivers } from '../test/database';
import { as, createAccount, uniqueCompany, useTestApp, type Account } from '../test/harness';
import { addMember, mailsIn } from '../test/team';
import { consumerWithMachine, quoteBody } from './test-data';

// The job an accepted quote makes, as a client sees it (QUOTES.md decision 6): linked both ways from the
// acceptance on, its approved amount and the limit the invoice is held to shown at once, a vehicle
// category from the quote's machine, and its status changed by the page's whole-job save with or
// without one (found by the quote journey, e2e/quotes-journey.spec.ts).

describe.each(drivers)('the job an accepted quote makes, as a client reads it, on %s', (driver) => {
  const test = useTestApp(driver);

  /** A quote sent to a consumer and accepted on the customer's link; the job it made, read alone. */
  async function acceptedOnLink(owner: Account, overrides: Record<string, unknown> = {}, forMachine = false) {
    const api = as(test.app, owner);
    await api.put('/api/company', uniqueCompany());
    const { customer, machine } = await consumerWithMachine(test.app, owner);
    const body = quoteBody(customer.id, { ...overrides, ...(forMachine && { machineId: machine.id }) });
    const quote = (await api.post('/api/quotes', body)).json();
    const before = new Set((await mailsIn(test.mailOutboxDir)).map((mail) => mail.file));
    expect((await api.post(`/api/quotes/${quote.id}/send`, {})).statusCode).toBe(200);
    await test.app.mailSender.deliverDue();
    const mail = (await mailsIn(test.mailOutboxDir)).find((candidate) => !before.has(candidate.file))!;
    const token = /\/q\/([A-Za-z0-9_-]{43})/.exec(mail.text)![1]!;
    const accepted = await test.app.inject({
      method: 'POST',
      url: `/api/public/quotes/${token}/accept`,
      payload: { name: 'Karin Berg' },
    });
    expect(accepted.statusCode, accepted.body).toBe(201);
    const answered = (await api.get(`/api/quotes/${quote.id}`)).json();
    const job = (await api.get(`/api/workorders/${answered.workOrderId}`)).json();
    return { api, customer, machine, quote: answered, job };
  }

  it('links the accepted quote and its new job both ways, and shows the approved amount and the 15 % at once', async () => {
    const owner = await createAccount(test.app);
    const { api, quote, job } = await acceptedOnLink(owner);
    expect(quote).toMatchObject({ status: 'accepted', workOrderId: job.id });
    // 6 × 850 + 4 200 (the optional line not chosen) = 9 300, with 25 % VAT 11 625; + 15 % = 13 368,75.
    expect(job).toMatchObject({
      title: `Offert ${quote.number}`,
      quoteId: quote.id,
      priceType: 'approximate',
      approvedAmount: 11625,
      limitAmount: 13368.75,
      limitKind: 'consumer-estimate',
    });
    // The job's quotes list the one that made it, before any extra work; the list reads the job alike.
    const ofJob = (await api.get(`/api/quotes?workOrderId=${job.id}`)).json();
    expect(ofJob.map((listed: { id: string }) => listed.id)).toEqual([quote.id]);
    const [listed] = (await api.get('/api/workorders?limit=1')).json();
    const { signature: _signature, ...single } = job;
    expect(listed).toEqual(single);
    // A mechanic sees the same amounts on the job.
    const mechanic = as(test.app, await addMember(test.app, owner, 'mechanic'));
    expect((await mechanic.get(`/api/workorders/${job.id}`)).json()).toMatchObject({
      approvedAmount: 11625,
      limitAmount: 13368.75,
      limitKind: 'consumer-estimate',
    });
    // The trail says which job the acceptance linked.
    const trail = (await api.get(`/api/audit?entity=quote&id=${quote.id}`)).json();
    expect(trail.at(-1)).toMatchObject({
      action: 'accepted',
      changes: expect.arrayContaining([{ field: 'workOrderId', from: null, to: job.id }]),
    });
    // The job is evidence of the quote now: it is not deleted from under it.
    const deleted = await api.delete(`/api/workorders/${job.id}`);
    expect({ status: deleted.statusCode, message: deleted.json().message }).toEqual({
      status: 409,
      message: 'Arbetsordern har offerter och kan inte tas bort.',
    });
  });

  it('links the quotes accepted before the link was written, by migration 0059', async () => {
    const owner = await createAccount(test.app);
    const { api, quote, job } = await acceptedOnLink(owner);
    await test.database.db.execute(sql`update quotes set work_order_id = null where id = ${quote.id}`);
    expect((await api.get(`/api/quotes/${quote.id}`)).json().workOrderId).toBeNull();
    const migration = readFileSync(new URL('../db/migrations/0059_quote_job_links.sql', import.meta.url), 'utf8');
    await test.database.db.execute(sql.raw(migration));
    expect((await api.get(`/api/quotes/${quote.id}`)).json().workOrderId).toBe(job.id);
  });

  it('shows a running account’s ceiling on its job, and a business customer’s estimate without a limit', async () => {
    const owner = await createAccount(test.app);
    const running = await acceptedOnLink(owner, { priceType: 'running', maxAmount: 14000 });
    expect(running.job).toMatchObject({ approvedAmount: 11625, limitAmount: 14000, limitKind: 'ceiling' });
    const api = as(test.app, owner);
    const company = (await api.post('/api/customers', { name: 'Schakt AB', orgNumber: '556677-8899' })).json();
    const quote = (await api.post('/api/quotes', quoteBody(company.id))).json();
    await api.post(`/api/quotes/${quote.id}/approvals`, { channel: 'phone', name: 'Per Schakt' });
    const answered = (await api.get(`/api/quotes/${quote.id}`)).json();
    expect(answered.workOrderId).not.toBeNull();
    expect((await api.get(`/api/workorders/${answered.workOrderId}`)).json()).toMatchObject({
      quoteId: quote.id,
      approvedAmount: 11625,
      limitAmount: null,
      limitKind: null,
    });
  });

  it('gives the job its quote’s machine’s vehicle category, and marks it done as the page saves it', async () => {
    const owner = await createAccount(test.app);
    // The quote names the customer's tractor.
    const { api, machine, job } = await acceptedOnLink(owner, {}, true);
    expect(job).toMatchObject({ machineId: machine.id, vehicleCategory: 'Traktor' });
    // The page saves a status with the whole job as read (work-order-page.tsx).
    const done = await api.put(`/api/workorders/${job.id}`, { ...job, status: 'Klar' });
    expect(done.statusCode, done.body).toBe(200);
    expect((await api.get(`/api/workorders/${job.id}`)).json()).toMatchObject({
      status: 'Klar',
      vehicleCategory: 'Traktor',
    });
  });

  it('changes the status of a job from a quote without a machine, which has no vehicle category', async () => {
    const owner = await createAccount(test.app);
    const { api, job } = await acceptedOnLink(owner);
    expect(job).toMatchObject({ machineId: null, vehicleCategory: '' });
    for (const status of ['Pågående', 'Klar']) {
      const current = (await api.get(`/api/workorders/${job.id}`)).json();
      const saved = await api.put(`/api/workorders/${job.id}`, { ...current, status });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json()).toMatchObject({ status, vehicleCategory: '' });
    }
    // The office may give it one later; an edit that leaves it out keeps it.
    const current = (await api.get(`/api/workorders/${job.id}`)).json();
    await api.put(`/api/workorders/${job.id}`, { ...current, vehicleCategory: 'Traktor' });
    const kept = await api.put(`/api/workorders/${job.id}`, { ...current, vehicleCategory: '' });
    expect(kept.json()).toMatchObject({ status: 'Klar', vehicleCategory: 'Traktor' });
    // A job written by hand still needs one.
    const { vehicleCategory: _category, ...withoutCategory } = current;
    const created = await api.post('/api/workorders', { ...withoutCategory, title: 'För hand' });
    expect(created.statusCode).toBe(400);
    expect(created.json().errors).toEqual([{ field: 'vehicleCategory', message: 'Fyll i alla obligatoriska fält.' }]);
  });
});
