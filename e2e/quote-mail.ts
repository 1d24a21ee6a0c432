import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { simpleParser } from 'mailparser';

const mailDir = `/tmp/verkstan-e2e-mail-${Number(process.env.E2E_PORT ?? 3200)}`;

/** The quote's link in the newest mail to the address (QUOTES.md decision 3). */
export async function quoteLinkTo(address: string): Promise<string> {
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
          if (to?.value[0]?.address !== address) continue;
          const found = /\/q\/[A-Za-z0-9_-]{43}/.exec(mail.text ?? '');
          if (found) link = found[0];
        }
        return link;
      },
      { timeout: 15_000 },
    )
    .not.toBe('');
  return link;
}
