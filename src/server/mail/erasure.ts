import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { mailOutbox } from './tables';
import { ERASED_MARK, mentions, scrubbed } from '../db/scrub';

/**
 * Mail to an erased customer: the outbox keeps that a mail went and when, not to whom or what it said
 * (an invoice's own record stays with the invoice). One not yet sent is not sent. Answers how many changed.
 */
export async function eraseFromOutbox(
  db: Database,
  organisationId: string,
  patterns: readonly string[],
): Promise<number> {
  const changed = await db
    .update(mailOutbox)
    .set({
      recipient: ERASED_MARK,
      subject: scrubbed(sql`${mailOutbox.subject}`, patterns),
      text: '',
      html: '',
      replyTo: null,
      attachmentName: null,
      attachmentType: null,
      attachmentBase64: null,
      status: sql`case when ${mailOutbox.status} = 'queued' then 'failed' else ${mailOutbox.status} end`,
      lastError: sql`case when ${mailOutbox.status} = 'queued' then 'Inte skickat: mottagarens personuppgifter raderades.' else ${mailOutbox.lastError} end`,
    })
    .where(and(eq(mailOutbox.organisationId, organisationId), mentions(sql`${mailOutbox.recipient}`, patterns)))
    .returning({ id: mailOutbox.id });
  return changed.length;
}
