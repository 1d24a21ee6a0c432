import { z } from 'zod';
import { emailField } from './auth';
import { messages } from './messages';

/** The addresses a document is sent to (an invoice, a quote): one to five, each a valid e-mail address. */
export const MAX_RECIPIENTS = 5;
export const recipientList = z
  .array(emailField, { error: messages.sendRecipientsInvalid })
  .max(MAX_RECIPIENTS, messages.sendRecipientsInvalid);

/** How much of its daily mail allowance a workshop has used (GET /mail/usage). */
export const mailUsageSchema = z.object({
  sentToday: z.number().int().min(0),
  limit: z.number().int().min(1),
  /** The first days the stricter limit holds, while it holds; null once the workshop is past them. */
  newWorkshopDays: z.number().int().min(1).nullable(),
  /** When the Swedish day ends and the count starts again. */
  resetsAt: z.string(),
});
export type MailUsage = z.infer<typeof mailUsageSchema>;

const sentText = (count: number) => `${count} ${count === 1 ? 'skickat' : 'skickade'} i dag`;
const limitText = ({ limit, newWorkshopDays }: MailUsage) =>
  newWorkshopDays === null
    ? `Verkstan skickar högst ${limit} mejl per dag`
    : `Verkstan skickar högst ${limit} mejl per dag under verkstadens första ${newWorkshopDays} dagar`;

/** Whether `mails` more (one per recipient) would pass the day's limit: the server would answer 429. */
export const isMailLimitReached = (usage: MailUsage, mails = 1) => usage.sentToday + mails > usage.limit;

/** The quiet line in a dialog that sends mail. */
export const mailUsageText = (usage: MailUsage) => `${limitText(usage)} (${sentText(usage.sentToday)}).`;

/** Why the dialog cannot send: the day's mails are used, or fewer are left than recipients. */
export const mailLimitReachedText = (usage: MailUsage, mails = 1) =>
  usage.sentToday >= usage.limit
    ? `Dagens mejl är slut. ${limitText(usage)}, och ${sentText(usage.sentToday)}. Försök igen i morgon.`
    : `Bara ${usage.limit - usage.sentToday} mejl kvar i dag, och ${mails} mottagare. ${limitText(usage)}.`;
