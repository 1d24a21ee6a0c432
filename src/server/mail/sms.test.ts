import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config';
import type { DatabaseHandle } from '../db/client';
import { rowsOf } from '../db/rows';
import { insertOrganisation } from '../organisations/service';
import { drivers, openTestDatabase } from '../test/database';
import { SmsStub } from '../test/sms-stub';
import { queueSms } from './outbox';
import { MailSender } from './sender';
import { createSmsDeliver } from './sms-transport';
import { byChannel } from './transport';

const limits = { perDay: 500, perDayNew: 500, newDays: 0 };
const noMail = () => Promise.reject(new Error('no mail expected'));

describe('SMS configuration', () => {
  it('reads SMS_URL and SMS_FROM, and stops the start on a value that cannot be one', () => {
    const config = loadConfig({ SMS_URL: 'https://u1:p1@api.46elks.com/a1/sms', SMS_FROM: 'Svenssons' });
    expect(config).toMatchObject({ smsUrl: 'https://u1:p1@api.46elks.com/a1/sms', smsFrom: 'Svenssons' });
    expect(loadConfig({})).toMatchObject({ smsUrl: undefined, smsFrom: 'Verkstan' });
    expect(loadConfig({ SMS_FROM: '+46701234567' }).smsFrom).toBe('+46701234567');
    expect(() => loadConfig({ SMS_URL: 'smtp://api.46elks.com' })).toThrow(/SMS_URL: must be an http\(s\) URL/);
    expect(() => loadConfig({ SMS_FROM: 'Svenssons Maskin' })).toThrow(ConfigError);
    expect(() => loadConfig({ SMS_FROM: 'Svenssons-AB' })).toThrow(/SMS_FROM/);
  });
});

describe.each(drivers)('SMS through the outbox on %s', (driver) => {
  let database: DatabaseHandle;
  let organisationId: string;
  const stub = new SmsStub();

  beforeAll(async () => {
    database = await openTestDatabase(driver);
    organisationId = (await insertOrganisation(database.db, 'Smsverkstan AB')).id;
    await stub.start();
  });
  afterAll(async () => {
    await stub.close();
    await database.close();
  });

  const queue = (to: string, text: string) =>
    database.db.transaction((tx) => queueSms(tx, { organisationId, to, text }, limits));
  const rowTo = async (to: string) =>
    (
      await rowsOf<{ channel: string; status: string; attempts: number; last_error: string | null; text: string }>(
        database.db,
        sql`select channel, status, attempts, last_error, text from mail_outbox where recipient = ${to}`,
      )
    )[0]!;
  const senderFor = (smsUrl: string | undefined) =>
    new MailSender(database.db, byChannel({ email: noMail, sms: createSmsDeliver({ smsUrl, from: 'Svenssons' }) }), {
      pollMs: 20,
      firstRetryMs: 40,
    });
  const waitFor = async (check: () => Promise<boolean>) => {
    const started = Date.now();
    while (!(await check())) {
      if (Date.now() - started > 10_000) throw new Error('timed out');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };

  it('posts the form fields from, to and message with the URL’s credentials as HTTP Basic', async () => {
    const sender = senderFor(stub.url('u1234', 'hemlig:lösen'));
    stub.requests.length = 0;
    await queue('+46701234567', 'Hej! Er Volvo EC220E är klar att hämta. /Svenssons Maskinservice');
    await sender.deliverDue();
    await sender.close();
    expect(stub.requests).toHaveLength(1);
    const [request] = stub.requests;
    expect(request!.path).toBe('/a1/sms');
    expect(request!.contentType).toBe('application/x-www-form-urlencoded');
    expect(request!.authorization).toBe(`Basic ${Buffer.from('u1234:hemlig:lösen').toString('base64')}`);
    expect(request!.fields).toEqual({
      from: 'Svenssons',
      to: '+46701234567',
      message: 'Hej! Er Volvo EC220E är klar att hämta. /Svenssons Maskinservice',
    });
    // Sent: it says so, and keeps no words (as a sent mail keeps no body).
    expect(await rowTo('+46701234567')).toMatchObject({ channel: 'sms', status: 'sent', attempts: 1, text: '' });
  });

  it('tries again after a 5xx and sends the SMS once', async () => {
    const sender = senderFor(stub.url());
    stub.requests.length = 0;
    stub.answer(503);
    await queue('+46709999901', 'Försök igen');
    sender.start();
    try {
      await waitFor(async () => (await rowTo('+46709999901')).status === 'sent');
      // Anything sent twice would come after the row says sent: give it a few of the sender's polls.
      await new Promise((resolve) => setTimeout(resolve, 200));
    } finally {
      await sender.close();
    }
    expect(stub.requests.map((request) => request.status)).toEqual([503, 200]);
    expect(stub.accepted).toHaveLength(1);
    expect(await rowTo('+46709999901')).toMatchObject({ status: 'sent', attempts: 2, last_error: null });
  });

  it('gives a refused SMS up at once and keeps the provider’s answer, visible as a failed mail is', async () => {
    const sender = senderFor(stub.url());
    stub.requests.length = 0;
    stub.answer(400);
    await queue('+46709999902', 'Fel nummer');
    await sender.deliverDue();
    await new Promise((resolve) => setTimeout(resolve, 150));
    await sender.deliverDue();
    await sender.close();
    expect(stub.requests).toHaveLength(1);
    const row = await rowTo('+46709999902');
    expect(row).toMatchObject({ status: 'failed', attempts: 1, text: '' });
    expect(row.last_error).toBe('SMS-tjänsten svarade 400: Invalid to number');
  });

  it('fails an SMS queued on a server without SMS_URL, saying why, instead of losing it', async () => {
    const sender = senderFor(undefined);
    await queue('+46709999903', 'Ingen tjänst');
    await sender.deliverDue();
    await sender.close();
    expect(await rowTo('+46709999903')).toMatchObject({
      status: 'failed',
      attempts: 1,
      last_error: 'SMS skickas inte: SMS_URL är inte inställt på servern.',
    });
  });
});
