import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../shared/messages';
import { smsParts } from '../../shared/sms-parts';
import { rowsOf } from '../db/rows';
import { drivers } from '../test/database';
import {
  as,
  createAccount,
  createTestApp,
  uniqueCompany,
  validInvoice,
  validWorkOrder,
  type TestApp,
} from '../test/harness';
import { SmsStub } from '../test/sms-stub';
import { addMember, mailsIn } from '../test/team';

const off = { email: false, sms: false };
const allOff = { workOrderReady: off, bookingChanged: off, invoiceSent: off };

describe.each(drivers)('messages to the customer on %s', (driver) => {
  const stub = new SmsStub();
  let test: TestApp;
  beforeAll(async () => {
    await stub.start();
    test = await createTestApp(driver, { smsUrl: stub.url(), smsFrom: 'Svenssons' });
  });
  afterAll(async () => {
    await test.close();
    await stub.close();
  });

  /** A workshop whose customer has an e-mail address and a phone, with a machine and a job for it. */
  async function workshopWithJob(
    phone = '070-123 45 67',
    settings = { ...allOff, workOrderReady: { email: true, sms: true } },
  ) {
    const owner = await createAccount(test.app);
    const api = as(test.app, owner);
    expect((await api.put('/api/company', uniqueCompany())).statusCode).toBe(200);
    expect((await api.put('/api/company/messages', settings)).statusCode).toBe(200);
    const customer = (
      await api.post('/api/customers', {
        name: 'Åkeri Nord AB',
        email: `kund${phone.replace(/\D/g, '')}@akerinord.se`,
        phone,
      })
    ).json();
    const machine = (
      await api.post('/api/machines', {
        customerId: customer.id,
        category: 'Grävmaskin',
        make: 'Volvo',
        model: 'EC220E',
      })
    ).json();
    const body = { ...validWorkOrder, customerId: customer.id, machineId: machine.id };
    const job = (await api.post('/api/workorders', body)).json();
    const setStatus = async (status: string) => {
      const response = await api.put(`/api/workorders/${job.id}`, { ...body, status });
      expect(response.statusCode).toBe(200);
      await test.app.mailSender.deliverDue();
    };
    return { owner, api, customer, job, setStatus };
  }

  const smsTo = (to: string) => stub.requests.filter((request) => request.fields.to === to);
  const outboxOf = (organisationUser: string) =>
    rowsOf<{ channel: string; status: string; recipient: string; last_error: string | null }>(
      test.database.db,
      sql`select channel, status, recipient, last_error from mail_outbox
          where organisation_id = (select organisation_id from users where id = ${organisationUser}) order by created_at`,
    );

  it('keeps the owner’s choice of events and channels; office reads it, only the owner writes it', async () => {
    const owner = await createAccount(test.app);
    const office = await addMember(test.app, owner, 'office');
    const mechanic = await addMember(test.app, owner, 'mechanic');
    expect((await as(test.app, owner).get('/api/company/messages')).json()).toEqual({ ...allOff, smsAvailable: true });
    const chosen = {
      workOrderReady: { email: true, sms: true },
      bookingChanged: off,
      invoiceSent: { email: false, sms: true },
    };
    const saved = await as(test.app, owner).put('/api/company/messages', chosen);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ ...chosen, smsAvailable: true });
    expect((await as(test.app, office).get('/api/company/messages')).json()).toEqual({ ...chosen, smsAvailable: true });
    expect((await as(test.app, office).put('/api/company/messages', allOff)).statusCode).toBe(403);
    expect((await as(test.app, mechanic).get('/api/company/messages')).statusCode).toBe(403);
    expect((await as(test.app, owner).get('/api/company/messages')).json()).toEqual({ ...chosen, smsAvailable: true });
  });

  it('refuses settings that are not yes or no for each event, in Swedish', async () => {
    const owner = await createAccount(test.app);
    const missing = await as(test.app, owner).put('/api/company/messages', {
      workOrderReady: { email: true, sms: false },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBeTruthy();
    const wrong = await as(test.app, owner).put('/api/company/messages', {
      ...allOff,
      invoiceSent: { email: 'ja', sms: false },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toContainEqual({ field: 'invoiceSent.email', message: messages.messageChannelInvalid });
  });

  it('messages the customer once by e-mail and SMS when the job becomes Klar, naming the workshop and the machine', async () => {
    const { owner, customer, setStatus } = await workshopWithJob();
    await setStatus('Pågående');
    expect(smsTo('+46701234567')).toHaveLength(0);
    await setStatus('Klar');
    const [sms] = smsTo('+46701234567');
    expect(sms!.fields.from).toBe('Svenssons');
    expect(sms!.fields.message).toContain('Svenssons Maskinservice AB');
    expect(sms!.fields.message).toContain('Volvo EC220E');
    expect(sms!.fields.message).toContain('är klart');
    expect(smsParts(sms!.fields.message ?? '').parts).toBe(1);
    const mails = (await mailsIn(test.mailOutboxDir)).filter((mail) => mail.to === customer.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Arbetet på Volvo EC220E är klart – Svenssons Maskinservice AB');
    expect(mails[0]!.from.name).toBe('Svenssons Maskinservice AB via Verkstan');

    // The same request again (a retry) finds the job Klar already: nothing more goes.
    await setStatus('Klar');
    expect(smsTo('+46701234567')).toHaveLength(1);
    // Re-opened and Klar again: a new event, a new message.
    await setStatus('Pågående');
    await setStatus('Klar');
    expect(smsTo('+46701234567')).toHaveLength(2);
    expect((await mailsIn(test.mailOutboxDir)).filter((mail) => mail.to === customer.email)).toHaveLength(2);
    expect((await outboxOf(owner.userId)).every((row) => row.status === 'sent')).toBe(true);
  });

  it('sends nothing for an event left off, and only the chosen channel', async () => {
    const { customer, setStatus } = await workshopWithJob('070-765 43 21', {
      ...allOff,
      workOrderReady: { email: false, sms: true },
    });
    await setStatus('Klar');
    expect(smsTo('+46707654321')).toHaveLength(1);
    expect((await mailsIn(test.mailOutboxDir)).filter((mail) => mail.to === customer.email)).toHaveLength(0);
    const quiet = await workshopWithJob('070-765 43 22', allOff);
    await quiet.setStatus('Klar');
    expect(smsTo('+46707654322')).toHaveLength(0);
  });

  it('messages the customer at an invoice’s first sending only, and no second mail where the invoice went', async () => {
    const settings = { ...allOff, invoiceSent: { email: true, sms: true } };
    const { api, customer, job } = await workshopWithJob('070-555 12 34', settings);
    const invoice = (
      await api.post('/api/invoice', {
        ...validInvoice(job.id),
        customerId: customer.id,
        customerEmail: customer.email,
      })
    ).json();
    const send = async (body: object) => {
      expect((await api.post(`/api/invoice/${invoice.id}/send`, body)).statusCode).toBe(200);
      await test.app.mailSender.deliverDue();
    };
    await send({});
    const [sms] = smsTo('+46705551234');
    expect(sms!.fields.message).toContain(`Faktura ${invoice.invoiceNumber}`);
    expect(sms!.fields.message).toContain('Volvo EC220E');
    expect(sms!.fields.message).toContain('Svenssons Maskinservice AB');
    // The customer's address got the invoice itself: no notice about it beside.
    const toCustomer = async () => (await mailsIn(test.mailOutboxDir)).filter((mail) => mail.to === customer.email);
    expect((await toCustomer()).map((mail) => mail.subject)).toEqual([
      `Faktura ${invoice.invoiceNumber} från Svenssons Maskinservice AB`,
    ]);
    // Sent again to the accountant: the invoice goes there, the customer hears nothing new.
    await send({ to: ['ekonomi@annan.se'] });
    expect(smsTo('+46705551234')).toHaveLength(1);
    expect(await toCustomer()).toHaveLength(1);
  });

  it('tells the customer by a short mail when the invoice itself went to someone else', async () => {
    const settings = { ...allOff, invoiceSent: { email: true, sms: false } };
    const { api, customer, job } = await workshopWithJob('070-555 12 35', settings);
    const invoice = (await api.post('/api/invoice', { ...validInvoice(job.id), customerId: customer.id })).json();
    expect((await api.post(`/api/invoice/${invoice.id}/send`, { to: ['ekonomi@annan.se'] })).statusCode).toBe(200);
    await test.app.mailSender.deliverDue();
    const mails = (await mailsIn(test.mailOutboxDir)).filter((mail) => mail.to === customer.email);
    expect(mails.map((mail) => mail.subject)).toEqual([
      `Faktura ${invoice.invoiceNumber} från Svenssons Maskinservice AB har skickats`,
    ]);
    expect(mails[0]!.text).toContain('Volvo EC220E');
    expect(smsTo('+46705551235')).toHaveLength(0);
  });

  it('forgets the number an SMS went to when the customer is erased', async () => {
    const { owner, api, customer, setStatus } = await workshopWithJob('070-555 12 36');
    await setStatus('Klar');
    expect(smsTo('+46705551236')).toHaveLength(1);
    expect((await api.post(`/api/customers/${customer.id}/erase`)).statusCode).toBe(200);
    const recipients = (await outboxOf(owner.userId)).map((row) => row.recipient);
    expect(recipients).toHaveLength(2);
    expect(recipients.join(' ')).not.toMatch(/5551236|akerinord/);
  });

  it('keeps an SMS to a landline as not sent, saying why in Swedish, and the job is Klar all the same', async () => {
    const { owner, setStatus } = await workshopWithJob('08-123 456 78');
    await setStatus('Klar');
    expect(smsTo('+46812345678')).toHaveLength(0);
    const rows = await outboxOf(owner.userId);
    expect(rows.find((row) => row.channel === 'sms')).toEqual({
      channel: 'sms',
      status: 'failed',
      recipient: '+46812345678',
      last_error: messages.smsNeedsMobile,
    });
    expect(rows.find((row) => row.channel === 'email')!.status).toBe('sent');
  });
});

describe('message settings on a server without SMS_URL', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp('pglite');
  });
  afterAll(() => test.close());

  it('says SMS is not available and refuses to turn it on, with a Swedish 409', async () => {
    const owner = await createAccount(test.app);
    expect((await as(test.app, owner).get('/api/company/messages')).json().smsAvailable).toBe(false);
    const refused = await as(test.app, owner).put('/api/company/messages', {
      ...allOff,
      workOrderReady: { email: true, sms: true },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'customer_messages.sms_not_available',
      message: messages.smsNotAvailable,
    });
    const mailOnly = await as(test.app, owner).put('/api/company/messages', {
      ...allOff,
      workOrderReady: { email: true, sms: false },
    });
    expect(mailOnly.json()).toMatchObject({ workOrderReady: { email: true, sms: false }, smsAvailable: false });
  });
});
