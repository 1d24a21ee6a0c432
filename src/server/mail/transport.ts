import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import { PRIVATE_DIR, PRIVATE_FILE } from '../private-files';

export interface MailMessage {
  id: string;
  /** email, or sms: then `to` is a number in E.164 and `text` the SMS's words. */
  channel?: 'email' | 'sms';
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string | null;
  attachmentName?: string | null;
  attachmentType?: string | null;
  attachmentBase64?: string | null;
  /** The workshop a mail is sent for (one with a Reply-To: an invoice, a reminder, an invitation); null: Verkstan's own. */
  workshop?: string | null;
}

/** MAIL_FROM's name and address: `Verkstan <noreply@verkstan.se>`, or a bare address (then named Verkstan). */
export function parseMailFrom(from: string): { name: string; address: string } {
  const match = /^\s*"?([^"<]*?)"?\s*<([^<>\s]+)>\s*$/.exec(from);
  if (match) return { name: match[1]!.trim() || 'Verkstan', address: match[2]! };
  return { name: 'Verkstan', address: from.trim() };
}

/**
 * Who a mail says it is from: a workshop's mail as "{workshop} via Verkstan" (so the customer sees whom
 * it is from, and the address stays one the installation may send from), Verkstan's own as MAIL_FROM.
 */
export function senderOf(
  from: { name: string; address: string },
  workshop: string | null | undefined,
): { name: string; address: string } {
  // A line break in a header would end it: any control character becomes a space.
  const name = workshop
    ? Array.from(workshop, (character) =>
        character.charCodeAt(0) < 32 || character.charCodeAt(0) === 127 ? ' ' : character,
      )
        .join('')
        .trim()
    : '';
  return name ? { name: `${name} via ${from.name}`, address: from.address } : from;
}

/** Hands one mail on: to an SMTP server, or to a file. Throws when it could not. */
export type Deliver = (message: MailMessage) => Promise<void>;

/** A refusal that trying again cannot change (the SMS provider's 4xx): the message is given up at once. */
export class UndeliverableError extends Error {}

/** Each row of the outbox to the deliverer of its channel: one sender, one queue, one retry rule. */
export const byChannel =
  ({ email, sms }: { email: Deliver; sms: Deliver }): Deliver =>
  (message) =>
    message.channel === 'sms' ? sms(message) : email(message);

/** SMTP through nodemailer when SMTP_URL is set; otherwise each mail as an .eml file in MAIL_OUTBOX_DIR. */
export function createDeliver({
  smtpUrl,
  from,
  outboxDir,
}: {
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string;
}): {
  deliver: Deliver;
  close(): void;
} {
  const transport = smtpUrl
    ? // Pooled: a batch reuses one connection (and its TLS handshake) instead of opening one per mail.
      nodemailer.createTransport({
        url: smtpUrl,
        pool: true,
        maxConnections: 2,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 30_000,
      })
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const sender = parseMailFrom(from);
  const deliver: Deliver = async (message) => {
    // The outbox row's id names the mail: a receiver that sees it twice (a crash between the server's
    // acceptance and our record of it) can tell it is one mail.
    const info = await transport.sendMail({
      from: senderOf(sender, message.workshop),
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      ...(message.replyTo ? { replyTo: message.replyTo } : {}),
      ...(message.attachmentName && message.attachmentBase64
        ? {
            attachments: [
              {
                filename: message.attachmentName,
                contentType: message.attachmentType ?? undefined,
                content: message.attachmentBase64,
                encoding: 'base64',
              },
            ],
          }
        : {}),
      messageId: `<${message.id}@verkstan>`,
    });
    if (smtpUrl) return;
    await mkdir(outboxDir, { recursive: true, mode: PRIVATE_DIR });
    // Named by time first, so that a folder listing reads oldest to newest.
    const file = join(outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${message.id}.eml`);
    // Written whole or not at all: a reader never sees half a mail.
    // Readable by the server's user only: a mail carries links that sign a person in.
    await writeFile(`${file}.tmp`, (info as unknown as { message: Buffer }).message, { mode: PRIVATE_FILE });
    await rename(`${file}.tmp`, file);
  };
  return { deliver, close: () => transport.close() };
}
