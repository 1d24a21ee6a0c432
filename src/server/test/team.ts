import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { simpleParser } from 'mailparser';
import type { Role } from '../../shared/roles';
import { as, type Account } from './harness';

let memberCounter = 0;

/** The owner invites a person with the role, who accepts the link: a signed-in member. */
export async function addMember(
  app: FastifyInstance,
  owner: Account,
  role: Role,
  firstName = 'Erik',
  extra: { personalNumber?: string } = {},
): Promise<Account & { invitationLink: string }> {
  memberCounter += 1;
  const email = `${role}${memberCounter}-${Date.now()}@verkstad.se`;
  const invited = await as(app, owner).post('/api/team/invitations', { email, role });
  if (invited.statusCode !== 201) throw new Error(`invite failed: ${invited.body}`);
  const link = invited.json().link as string;
  const token = link.split('/').at(-1)!;
  const password = 'mekanikerns-lösen-1';
  const accepted = await app.inject({
    method: 'POST',
    url: `/api/auth/invitations/${token}/accept`,
    payload: { firstName, lastName: 'Lund', password, ...extra },
  });
  if (accepted.statusCode !== 201) throw new Error(`accept failed: ${accepted.body}`);
  const body = accepted.json() as { token: string; user: { id: string } };
  return { token: body.token, userId: body.user.id, email, password, invitationLink: link };
}

export interface SentMail {
  file: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  messageId: string;
  /** The sender's name and address as a mail client shows them. */
  from: { name: string; address: string };
  replyTo: string;
  attachments: Array<{ filename: string; contentType: string; content: Buffer }>;
}

/** Reads a mail as a mail client would (mailparser): headers decoded, parts apart. */
export async function parseMail(raw: Buffer | string, file = ''): Promise<SentMail> {
  const parsed = await simpleParser(raw);
  const to = Array.isArray(parsed.to) ? parsed.to[0] : parsed.to;
  return {
    file,
    to: to?.value[0]?.address ?? '',
    subject: parsed.subject ?? '',
    text: parsed.text ?? '',
    html: parsed.html || '',
    messageId: parsed.messageId ?? '',
    from: { name: parsed.from?.value[0]?.name ?? '', address: parsed.from?.value[0]?.address ?? '' },
    replyTo: parsed.replyTo?.value[0]?.address ?? '',
    attachments: parsed.attachments.map((attachment) => ({
      filename: attachment.filename ?? '',
      contentType: attachment.contentType,
      content: attachment.content,
    })),
  };
}

/** The .eml files the app wrote (no SMTP server set), oldest first. */
export async function mailsIn(dir: string): Promise<SentMail[]> {
  let files: string[];
  try {
    files = readdirSync(dir).filter((file) => file.endsWith('.eml'));
  } catch {
    return [];
  }
  return Promise.all(files.sort().map((file) => parseMail(readFileSync(join(dir, file)), file)));
}

/** The link to the app in a mail's plain-text part; the HTML part must carry the same. */
export function linkIn(mail: SentMail, path: 'invite' | 'reset-password'): string {
  const pattern = new RegExp(`https?://[^\\s"<]+/${path}/[A-Za-z0-9_-]{43}`);
  const link = pattern.exec(mail.text)?.[0];
  if (!link || pattern.exec(mail.html)?.[0] !== link) throw new Error(`no ${path} link in both parts of ${mail.file}`);
  return link;
}
