import { sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { rowsOf } from '../db/rows';
import { insertOrganisation } from '../organisations/service';
import { drivers, openTestDatabase } from '../test/database';
import { freePort } from '../test/free-port';
import { parseMail, type SentMail } from '../test/team';
import { queueMail } from './outbox';
import { MailSender } from './sender';
import { createDeliver } from './transport';

/**
 * A real SMTP server in the test: it refuses the first `refuse` recipients with 451 (try later), then
 * accepts, taking `slowMs` over each mail before its OK.
 */
async function startSmtpServer(refuse: number, port?: number, slowMs = 0) {
  const received: SentMail[] = [];
  let refusals = refuse;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    // The client is on this machine: no reverse DNS lookup of it (on a closed network each one waits).
    disableReverseLookup: true,
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (refusals > 0) {
        refusals -= 1;
        return callback(Object.assign(new Error('Brevlådan är upptagen, försök senare'), { responseCode: 451 }));
      }
      return callback();
    },
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        void parseMail(Buffer.concat(chunks)).then((mail) => received.push(mail));
        setTimeout(callback, slowMs);
      });
    },
  });
  const listenPort = port ?? (await freePort());
  await new Promise<void>((resolve) => server.listen(listenPort, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${listenPort}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function waitFor(check: () => Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe.each(drivers)('the mail outbox on %s', (driver) => {
  let database: DatabaseHandle;
  let organisationId: string;

  beforeAll(async () => {
    database = await openTestDatabase(driver);
    organisationId = (await insertOrganisation(database.db, 'Postverkstan AB')).id;
  });
  afterAll(() => database.close());

  const queue = async (count: number, label: string) => {
    await database.db.transaction(async (tx) => {
      for (let index = 0; index < count; index++) {
        await queueMail(
          tx,
          {
            organisationId,
            to: `mottagare${index}@${label}.se`,
            subject: `Brev ${index} ${label}`,
            text: 'Hej!',
            html: '<p>Hej!</p>',
          },
          null,
        );
      }
    });
  };
  const statusOf = (label: string) =>
    rowsOf<{ status: string; attempts: number; last_error: string | null }>(
      database.db,
      sql`select status, attempts, last_error from mail_outbox where subject like ${`% ${label}`} order by subject`,
    );

  it('delivers every mail exactly once through a refusing-then-accepting server, with two senders racing', async () => {
    const smtp = await startSmtpServer(3);
    const transports = [0, 1].map(() =>
      createDeliver({ smtpUrl: smtp.url, from: 'Verkstan <noreply@verkstan.se>', outboxDir: '/nonexistent' }),
    );
    const senders = transports.map(
      (transport) => new MailSender(database.db, transport.deliver, { pollMs: 20, firstRetryMs: 50 }),
    );
    try {
      await queue(6, 'race');
      senders.forEach((sender) => sender.start());
      await waitFor(async () => (await statusOf('race')).every((row) => row.status === 'sent'));
      await waitFor(async () => smtp.received.length >= 6);
      const subjects = smtp.received.map((mail) => mail.subject).sort();
      expect(subjects).toEqual([0, 1, 2, 3, 4, 5].map((index) => `Brev ${index} race`));
      expect(new Set(smtp.received.map((mail) => mail.messageId)).size).toBe(6);
      const rows = await statusOf('race');
      // Three were refused once and went through on the next attempt; nothing remembers an old error.
      expect(rows.map((row) => row.attempts).reduce((sum, attempts) => sum + attempts, 0)).toBe(9);
      expect(rows.every((row) => row.last_error === null)).toBe(true);
    } finally {
      await Promise.all(senders.map((sender) => sender.close()));
      transports.forEach((transport) => transport.close());
      await smtp.close();
    }
  });

  it('sends each mail once through a slow server that takes longer per mail than the lease, with two senders', async () => {
    const smtp = await startSmtpServer(0, undefined, 1500);
    const transports = [0, 1].map(() =>
      createDeliver({ smtpUrl: smtp.url, from: 'noreply@verkstan.se', outboxDir: '/nonexistent' }),
    );
    const senders = transports.map(
      (transport) => new MailSender(database.db, transport.deliver, { pollMs: 20, leaseMs: 1000 }),
    );
    try {
      await queue(4, 'slow');
      senders.forEach((sender) => sender.start());
      await waitFor(async () => (await statusOf('slow')).every((row) => row.status === 'sent'));
      // Anything sent twice would arrive after the last row says sent: give it the time of one more mail.
      await new Promise((resolve) => setTimeout(resolve, 1600));
      const subjects = smtp.received.map((mail) => mail.subject).sort();
      expect(subjects).toEqual([0, 1, 2, 3].map((index) => `Brev ${index} slow`));
      expect((await statusOf('slow')).map((row) => row.attempts)).toEqual([1, 1, 1, 1]);
    } finally {
      await Promise.all(senders.map((sender) => sender.close()));
      transports.forEach((transport) => transport.close());
      await smtp.close();
    }
  });

  it('gives up after the last attempt and keeps what the server said', async () => {
    const smtp = await startSmtpServer(1000);
    const transport = createDeliver({
      smtpUrl: smtp.url,
      from: 'noreply@verkstan.se',
      outboxDir: '/nonexistent',
    });
    const sender = new MailSender(database.db, transport.deliver, {
      pollMs: 20,
      firstRetryMs: 10,
      maxAttempts: 3,
    });
    try {
      await queue(1, 'refused');
      sender.start();
      await waitFor(async () => (await statusOf('refused'))[0]!.status === 'failed');
      const [row] = await statusOf('refused');
      expect(row).toMatchObject({ status: 'failed', attempts: 3 });
      expect(row!.last_error).toContain('451');
      expect(smtp.received).toHaveLength(0);
    } finally {
      await sender.close();
      transport.close();
      await smtp.close();
    }
  });

  it('keeps a mail queued when nothing answers, and sends it once the server is up', async () => {
    const port = await freePort();
    const transport = createDeliver({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: 'noreply@verkstan.se',
      outboxDir: '/nonexistent',
    });
    const sender = new MailSender(database.db, transport.deliver, { pollMs: 20, firstRetryMs: 30 });
    await queue(1, 'down');
    await sender.deliverDue();
    expect((await statusOf('down'))[0]).toMatchObject({ status: 'queued', attempts: 1 });
    expect((await statusOf('down'))[0]!.last_error).toContain('ECONNREFUSED');
    const smtp = await startSmtpServer(0, port);
    try {
      sender.start();
      await waitFor(async () => (await statusOf('down'))[0]!.status === 'sent');
      await waitFor(async () => smtp.received.length === 1);
      expect(smtp.received[0]!.subject).toBe('Brev 0 down');
    } finally {
      await sender.close();
      transport.close();
      await smtp.close();
    }
  });
});
