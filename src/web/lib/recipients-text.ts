import { z } from 'zod';
import { recipientList } from '../../shared/mail';
import { messages } from '../../shared/messages';

/** The addresses typed in one field, split at commas, semicolons and spaces. */
export const addressesOf = (text: string) =>
  text
    .split(/[,;\s]+/)
    .map((address) => address.trim())
    .filter(Boolean);

/**
 * A send dialog's *Till* as typed: the addresses in one field, checked as the API checks them, with the first
 * problem said under the field.
 */
export const recipientsText = (list: z.ZodType<string[] | undefined> = recipientList) =>
  z.string().transform((text, context) => {
    const parsed = list.safeParse(addressesOf(text));
    if (parsed.success) return parsed.data;
    context.addIssue({ code: 'custom', message: parsed.error.issues[0]?.message ?? messages.sendRecipientsInvalid });
    return z.NEVER;
  });
