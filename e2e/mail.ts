import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { simpleParser } from 'mailparser';

const mailDir = `/tmp/verkstan-e2e-mail-${Number(process.env.E2E_PORT ?? 3200)}`;

/** Waits for the server's .eml file to the address (no SMTP server is set), and gives its link to the app. */
export async function linkInMailTo(address: string, path: 'invite' | 'reset-password'): Promise<string> {
  let link = '';
  await expect
    .poll(
      async () => {
        let files: string[] = [];
        try {
          files = readdirSync(mailDir).filter((file) => file.endsWith('.eml'));
        } catch {
          return '';
        }
        for (const file of files) {
          const mail = await simpleParser(readFileSync(join(mailDir, file)));
          const to = Array.isArray(mail.to) ? mail.to[0] : mail.to;
          const found = new RegExp(`/${path}/[A-Za-z0-9_-]{43}`).exec(mail.text ?? '');
          if (to?.value[0]?.address === address && found) link = found[0];
        }
        return link;
      },
      { timeout: 15_000 },
    )
    .not.toBe('');
  return link;
}

/** Waits for the server's .eml file to the address, and gives the names of its attachments. */
export async function attachmentsInMailTo(address: string): Promise<string[]> {
  let names: string[] = [];
  await expect
    .poll(
      async () => {
        let files: string[] = [];
        try {
          files = readdirSync(mailDir).filter((file) => file.endsWith('.eml'));
        } catch {
          return 0;
        }
        for (const file of files) {
          const mail = await simpleParser(readFileSync(join(mailDir, file)));
          const to = Array.isArray(mail.to) ? mail.to[0] : mail.to;
          if (to?.value[0]?.address === address) names = mail.attachments.map((attachment) => `${attachment.filename} ${attachment.contentType}`);
        }
        return names.length;
      },
      { timeout: 15_000 },
    )
    .toBeGreaterThan(0);
  return names;
}
