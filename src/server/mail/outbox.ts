import type { Database } from '../db/client';
import { mailOutbox } from '../db/schema';

export interface MailAttachment {
  name: string;
  contentType: string;
  content: Buffer;
}

export interface OutgoingMail {
  organisationId: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string | null;
  attachment?: MailAttachment;
}

/** Queues a mail in the caller's transaction: it goes out only if what caused it is committed, and then surely. */
export async function queueMail(db: Database, mail: OutgoingMail): Promise<void> {
  await db.insert(mailOutbox).values({
    organisationId: mail.organisationId,
    recipient: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    replyTo: mail.replyTo ?? null,
    attachmentName: mail.attachment?.name ?? null,
    attachmentType: mail.attachment?.contentType ?? null,
    attachmentBase64: mail.attachment?.content.toString('base64') ?? null,
  });
}
