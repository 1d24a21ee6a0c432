import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { simpleParser, type ParsedMail } from 'mailparser';

const mailDir = `/tmp/verkstan-e2e-mail-${Number(process.env.E2E_PORT ?? 3200)}`;

export interface QuoteMail {
  /** The customer's link, as a path (/q/{token}). */
  link: string;
  subject: string;
  /** Each attachment as "name type". */
  attachments: string[];
}

const quoteMailOf = (mail: ParsedMail): QuoteMail | null => {
  const found = /\/q\/[A-Za-z0-9_-]{43}/.exec(mail.text ?? '');
  if (!found) return null;
  return {
    link: found[0],
    subject: mail.subject ?? '',
    attachments: mail.attachments.map((attachment) => `${attachment.filename} ${attachment.contentType}`),
  };
};

/**
 * The mail with a quote's link to the address (QUOTES.md decision 3), waited for; `subjectStart` tells
 * one quote's mail from another's ("Tilläggsarbete 2").
 */
export async function quoteMailTo(address: string, subjectStart = ''): Promise<QuoteMail> {
  let found: QuoteMail | null = null;
  await expect
    .poll(
      async () => {
        let files: string[] = [];
        try {
          files = readdirSync(mailDir).filter((file) => file.endsWith('.eml'));
        } catch {
          return false;
        }
        for (const file of files) {
          const mail = await simpleParser(readFileSync(join(mailDir, file)));
          const to = Array.isArray(mail.to) ? mail.to[0] : mail.to;
          if (to?.value[0]?.address !== address || !mail.subject?.startsWith(subjectStart)) continue;
          found = quoteMailOf(mail) ?? found;
        }
        return found !== null;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return found!;
}

/** The quote's link in a mail to the address. */
export async function quoteLinkTo(address: string, subjectStart = ''): Promise<string> {
  return (await quoteMailTo(address, subjectStart)).link;
}
