import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { simpleParser, type ParsedMail } from 'mailparser';

const mailDir = `/tmp/verkstan-e2e-mail-${Number(process.env.E2E_PORT ?? 3200)}`;

/** The server's .eml files (no SMTP server is set) sent to the address, as a mail client reads them. */
async function mailsTo(address: string): Promise<ParsedMail[]> {
  let files: string[] = [];
  try {
    files = readdirSync(mailDir).filter((file) => file.endsWith('.eml'));
  } catch {
    return [];
  }
  const mails = await Promise.all(files.map((file) => simpleParser(readFileSync(join(mailDir, file)))));
  return mails.filter((mail) => (Array.isArray(mail.to) ? mail.to[0] : mail.to)?.value[0]?.address === address);
}

/** Waits for the mail to the address, and gives its link to the app. */
export async function linkInMailTo(address: string, path: 'invite' | 'reset-password'): Promise<string> {
  let link = '';
  await expect
    .poll(
      async () => {
        for (const mail of await mailsTo(address)) {
          const found = new RegExp(`/${path}/[A-Za-z0-9_-]{43}`).exec(mail.text ?? '');
          if (found) link = found[0];
        }
        return link;
      },
      { timeout: 15_000 },
    )
    .not.toBe('');
  return link;
}

/** Waits for the mail to the address, and gives its attachments as "name type". */
export async function attachmentsInMailTo(address: string): Promise<string[]> {
  let names: string[] = [];
  await expect
    .poll(
      async () => {
        for (const mail of await mailsTo(address))
          names = mail.attachments.map((attachment) => `${attachment.filename} ${attachment.contentType}`);
        return names.length;
      },
      { timeout: 15_000 },
    )
    .toBeGreaterThan(0);
  return names;
}

/** Waits for a mail to the address whose subject starts so, and gives its calendar file's text (.ics). */
export async function calendarInMailTo(address: string, subjectStart: string): Promise<string> {
  let text = '';
  await expect
    .poll(
      async () => {
        for (const mail of await mailsTo(address)) {
          const ics = mail.attachments.find((attachment) => attachment.filename?.endsWith('.ics'));
          if (mail.subject?.startsWith(subjectStart) && ics) text = ics.content.toString('utf8');
        }
        return text;
      },
      { timeout: 20_000 },
    )
    .not.toBe('');
  return text;
}
