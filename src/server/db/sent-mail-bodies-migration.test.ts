import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createThrowawayDatabase, drivers } from '../test/database';
import { openDatabase, type DatabaseOptions } from './client';
import { rowsOf } from './rows';

const MIGRATION = '0040_cleared_sent_mail_bodies';

/** The committed migrations before 0040: the outbox as it was when a sent mail kept its body. */
function migrationsBeforeClearing(): string {
  const folder = mkdtempSync(join(tmpdir(), 'verkstan-migrations-'));
  cpSync(fileURLToPath(new URL('./migrations', import.meta.url)), folder, { recursive: true });
  const journalPath = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: Array<{ tag: string }> };
  const at = journal.entries.findIndex((entry) => entry.tag === MIGRATION);
  expect(at, `${MIGRATION} in the journal`).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, at);
  writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

const cleanups: Array<() => Promise<void> | void> = [];
afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
});

async function placeFor(driver: (typeof drivers)[number]): Promise<DatabaseOptions> {
  if (driver === 'pglite') {
    const dataDir = mkdtempSync(join(tmpdir(), 'verkstan-sent-mail-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    return { dataDir };
  }
  const throwaway = await createThrowawayDatabase();
  cleanups.push(() => throwaway.drop());
  return { databaseUrl: throwaway.url, poolSize: 2, onConnectionLost: () => undefined };
}

interface Mail {
  recipient: string;
  subject: string;
  text: string;
  html: string;
  attachment_name: string | null;
  attachment_base64: string | null;
  status: string;
  sent: boolean;
}

// Migration 0040 on an outbox from before bodies were cleared at delivery (issue 44).
describe.each(drivers)('migration 0040 on %s', (driver) => {
  it('clears the links, tokens and attachment of mail already sent or given up on, keeps who, what and when, and leaves queued mail whole', async () => {
    const place = await placeFor(driver);
    const folder = migrationsBeforeClearing();
    cleanups.push(() => rmSync(folder, { recursive: true, force: true }));
    const before = await openDatabase({ ...place, migrationsFolder: folder });
    await before.migrate();
    const link = 'https://verkstan.example/invite/hemlig-token-123';
    await before.db.execute(sql`with o as (insert into organisations (name) values ('Före 0040') returning id)
      insert into mail_outbox (organisation_id, recipient, subject, text, html, attachment_name, attachment_type, attachment_base64, status, sent_at, last_error)
      select id, r.recipient, r.subject, ${`Gå med: ${link}`}, ${`<a href="${link}">Gå med</a>`}, r.attachment_name, r.attachment_type, r.attachment_base64, r.status, r.sent_at, r.last_error
      from o, (values
        ('skickad@verkstad.se', 'Faktura 1001', 'faktura-1001.pdf', 'application/pdf', 'JVBERi0xLjc=', 'sent', now(), null),
        ('misslyckad@verkstad.se', 'Inbjudan', null, null, null, 'failed', null, 'Mottagaren finns inte'),
        ('koad@verkstad.se', 'Återställ lösenord', null, null, null, 'queued', null, null)
      ) as r(recipient, subject, attachment_name, attachment_type, attachment_base64, status, sent_at, last_error)`);
    await before.close();

    const after = await openDatabase(place);
    await after.migrate();
    const mails = await rowsOf<Mail>(
      after.db,
      sql`select recipient, subject, text, html, attachment_name, attachment_base64, status, sent_at is not null as sent from mail_outbox order by recipient`,
    );
    await after.close();
    expect(mails).toEqual([
      {
        recipient: 'koad@verkstad.se',
        subject: 'Återställ lösenord',
        text: `Gå med: ${link}`,
        html: `<a href="${link}">Gå med</a>`,
        attachment_name: null,
        attachment_base64: null,
        status: 'queued',
        sent: false,
      },
      {
        recipient: 'misslyckad@verkstad.se',
        subject: 'Inbjudan',
        text: '',
        html: '',
        attachment_name: null,
        attachment_base64: null,
        status: 'failed',
        sent: false,
      },
      {
        recipient: 'skickad@verkstad.se',
        subject: 'Faktura 1001',
        text: '',
        html: '',
        attachment_name: 'faktura-1001.pdf',
        attachment_base64: null,
        status: 'sent',
        sent: true,
      },
    ]);
  });
});
