import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rowsOf } from '../db/rows';
import { organisationNameOf } from '../organisations/service';
import { UndeliverableError, type Deliver, type MailMessage } from './transport';

/** A mail no one will send again keeps no body: its links (invitations, resets) and the attached invoice go. */
const clearedBody = sql`text = '', html = '', attachment_base64 = null`;

export interface MailSenderOptions {
  /** How often the outbox is looked at when nothing pokes the sender. */
  pollMs?: number;
  /** The wait after the first failed attempt; doubled each time, at most an hour. */
  firstRetryMs?: number;
  /** Attempts before a mail is marked failed. */
  maxAttempts?: number;
  /** How long a claimed mail is held by this server before another may take it (a crash mid-send). */
  leaseMs?: number;
  batchSize?: number;
  onError?: (error: unknown) => void;
}

/**
 * Delivers the outbox. Each server runs one; a mail is claimed with FOR UPDATE SKIP LOCKED and leased,
 * so with several servers each mail is taken by exactly one. A failure is recorded and tried again
 * later with back-off; after the last attempt the mail is marked failed with the server's answer.
 */
export class MailSender {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | null = null;
  private again = false;
  private closed = false;
  private readonly pollMs: number;
  private readonly firstRetryMs: number;
  private readonly maxAttempts: number;
  private readonly leaseMs: number;
  private readonly batchSize: number;
  private readonly onError: (error: unknown) => void;

  constructor(
    private readonly db: Database,
    private readonly deliver: Deliver,
    {
      pollMs = 5_000,
      firstRetryMs = 30_000,
      maxAttempts = 10,
      leaseMs = 120_000,
      batchSize = 20,
      onError = () => {},
    }: MailSenderOptions = {},
  ) {
    this.pollMs = pollMs;
    this.firstRetryMs = firstRetryMs;
    this.maxAttempts = maxAttempts;
    this.leaseMs = leaseMs;
    this.batchSize = batchSize;
    this.onError = onError;
  }

  start(): void {
    this.schedule(0);
  }

  /** Something was queued: look now rather than at the next poll. */
  poke(): void {
    if (this.closed) return;
    if (this.running) this.again = true;
    else this.schedule(0);
  }

  /** Sends what is due until nothing is; resolves when done (tests and shutdown wait for it). */
  async deliverDue(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      try {
        do {
          this.again = false;
          // A round sends what was due when it began: a mail that failed in it waits for its back-off.
          const [round] = await rowsOf<{ began: string }>(this.db, sql`select now()::text as began`);
          const began = round!.began;
          while (!this.closed && (await this.deliverBatch(began)) > 0);
        } while (this.again && !this.closed);
      } finally {
        this.running = null;
      }
    })();
    return this.running;
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.timer);
    await this.running?.catch(() => {});
  }

  private schedule(delayMs: number): void {
    if (this.closed) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.deliverDue()
        .catch(this.onError)
        .finally(() => this.schedule(this.pollMs));
    }, delayMs);
    this.timer.unref();
  }

  /**
   * Sends up to a batch of due mails, claiming each just before it goes: a lease covers one mail, so
   * a slow SMTP server can never make a claimed mail wait past its lease behind the others.
   */
  private async deliverBatch(began: string): Promise<number> {
    let handled = 0;
    while (handled < this.batchSize && !this.closed) {
      const [mail] = await rowsOf<MailMessage & { attempts: number }>(
        this.db,
        sql`update mail_outbox set attempts = attempts + 1, next_attempt_at = now() + make_interval(secs => ${this.leaseMs / 1000})
          where id = (
            select id from mail_outbox where status = 'queued' and next_attempt_at <= now() and next_attempt_at <= ${began}::timestamptz
            order by next_attempt_at limit 1 for update skip locked)
          returning id, channel, recipient as "to", subject, text, html, reply_to as "replyTo", attachment_name as "attachmentName",
            attachment_type as "attachmentType", attachment_base64 as "attachmentBase64", attempts,
            case when reply_to is not null then ${organisationNameOf(sql`mail_outbox.organisation_id`)} end as workshop`,
      );
      if (!mail) break;
      await this.deliverOne(mail);
      handled += 1;
    }
    return handled;
  }

  /**
   * Holds the mail's lease while the SMTP server takes its time: renewed every third of the lease, so
   * only a server that stopped (died, or froze longer than the lease) lets another take the mail.
   */
  private holdLease(mail: { id: string; attempts: number }): () => void {
    const timer = setInterval(() => {
      this.db
        .execute(
          sql`update mail_outbox set next_attempt_at = now() + make_interval(secs => ${this.leaseMs / 1000})
            where id = ${mail.id} and attempts = ${mail.attempts} and status = 'queued'`,
        )
        .catch(this.onError);
    }, this.leaseMs / 3);
    timer.unref();
    return () => clearInterval(timer);
  }

  private async deliverOne(mail: MailMessage & { attempts: number }): Promise<void> {
    const release = this.holdLease(mail);
    try {
      await this.deliver(mail);
    } catch (error) {
      release();
      const reason = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
      // A refusal that would only repeat (an SMS provider's 4xx) is given up now, not ten times.
      const isLast = mail.attempts >= this.maxAttempts || error instanceof UndeliverableError;
      const waitMs = Math.min(this.firstRetryMs * 2 ** (mail.attempts - 1), 3_600_000);
      await this.db.execute(
        isLast
          ? sql`update mail_outbox set last_error = ${reason}, status = 'failed', ${clearedBody} where id = ${mail.id} and status = 'queued'`
          : sql`update mail_outbox set last_error = ${reason}, status = 'queued',
              next_attempt_at = now() + make_interval(secs => ${waitMs / 1000}) where id = ${mail.id} and status = 'queued'`,
      );
      return;
    }
    release();
    // Delivered: who, what and when stay; the text goes, with the links and tokens in it (issue 44).
    await this.db.execute(
      sql`update mail_outbox set status = 'sent', sent_at = now(), last_error = null, ${clearedBody} where id = ${mail.id}`,
    );
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The outbox's sender (tests wait for it to deliver what is due). */
    mailSender: MailSender;
  }
}
