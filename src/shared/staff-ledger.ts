import { z } from './zod';
import { deviceTimeField } from './device-time';
import { formatDateTime } from './dates';
import { personalNumberOf } from './identity';
import { messages } from './messages';
import { nullableText, requiredText, uuidOf } from './validation';

// The staff ledger (personalliggare, docs/team.md decision 10): who works here, from when to when.

/** A personnummer, Luhn-checked, stored and answered as YYYYMMDD-NNNN. */
export const personalNumberField = z.string({ error: messages.personalNumberInvalid }).transform((value, context) => {
  const canonical = value.length <= 20 ? personalNumberOf(value) : null;
  if (canonical === null) {
    context.addIssue({ code: 'custom', message: messages.personalNumberInvalid });
    return z.NEVER;
  }
  return canonical;
});

/** Optional on a profile or member: blank clears it, left out keeps it. */
export const optionalPersonalNumber = z
  .union([z.string(), z.null()], { error: messages.personalNumberInvalid })
  .optional()
  .transform((value, context) => {
    if (value === undefined) return undefined;
    if (value === null || value.trim() === '') return null;
    const parsed = personalNumberField.safeParse(value);
    if (parsed.success) return parsed.data;
    context.addIssue({ code: 'custom', message: messages.personalNumberInvalid });
    return z.NEVER;
  });

/** POST /staff-ledger/check-in: oneself, a member by id, or a person without a login by name and personnummer. */
export const checkInInputSchema = z
  .object({
    userId: uuidOf(messages.memberNotFound).optional(),
    name: requiredText(messages.ledgerNameRequired, 200).optional(),
    personalNumber: personalNumberField.optional(),
    /** The device's time of a check-in made offline (FIELD.md decision 9); the server's when absent. */
    at: deviceTimeField.optional(),
  })
  .superRefine((input, context) => {
    const isVisitor = input.name !== undefined || input.personalNumber !== undefined;
    if (isVisitor && input.userId !== undefined)
      context.addIssue({ code: 'custom', message: messages.ledgerWhoAmbiguous });
    else if (isVisitor && input.name === undefined)
      context.addIssue({ code: 'custom', path: ['name'], message: messages.ledgerNameRequired });
    else if (isVisitor && input.personalNumber === undefined)
      context.addIssue({ code: 'custom', path: ['personalNumber'], message: messages.personalNumberInvalid });
  });
export type CheckInInput = z.infer<typeof checkInInputSchema>;

/** POST /staff-ledger/check-out: oneself, a member by id, or a shift by its id. */
export const checkOutInputSchema = z
  .object({
    userId: uuidOf(messages.memberNotFound).optional(),
    entryId: uuidOf(messages.ledgerEntryNotFound).optional(),
    /** As the check-in's. */
    at: deviceTimeField.optional(),
  })
  .refine((input) => input.userId === undefined || input.entryId === undefined, messages.ledgerWhoAmbiguous);
export type CheckOutInput = z.infer<typeof checkOutInputSchema>;

const instant = z
  .string({ error: messages.ledgerTimeInvalid })
  .max(40, messages.ledgerTimeInvalid)
  .pipe(z.iso.datetime({ offset: true, error: messages.ledgerTimeInvalid }))
  .transform((value) => new Date(value).toISOString());

/** POST /staff-ledger/{id}/corrections: a new time for the check-in, the check-out or both, and why. */
export const correctionInputSchema = z
  .object({
    checkIn: instant.optional(),
    checkOut: instant.optional(),
    reason: requiredText(messages.ledgerReasonRequired, 500),
  })
  .refine((input) => input.checkIn !== undefined || input.checkOut !== undefined, {
    message: messages.ledgerCorrectionEmpty,
    path: ['checkIn'],
  });
export type CorrectionInput = z.infer<typeof correctionInputSchema>;

export const ledgerSettingsSchema = z.object({
  exempt: z.boolean({ error: messages.badRequest }),
  note: nullableText(500),
});
export type LedgerSettings = z.infer<typeof ledgerSettingsSchema>;

export const LEDGER_FIELDS = ['checkIn', 'checkOut'] as const;
export const LEDGER_FIELD_LABELS: Record<(typeof LEDGER_FIELDS)[number], string> = {
  checkIn: 'Stämplade in',
  checkOut: 'Stämplade ut',
};

export const ledgerCorrectionSchema = z.object({
  at: z.string(),
  byUserId: z.string(),
  byName: z.string(),
  field: z.enum(LEDGER_FIELDS),
  from: z.string().nullable(),
  to: z.string(),
  reason: z.string(),
});
export type LedgerCorrection = z.infer<typeof ledgerCorrectionSchema>;

export const ledgerEntrySchema = z.object({
  id: z.string(),
  userId: z.string().nullable(),
  name: z.string(),
  /** Null only for a shift written while the ledger was off. */
  personalNumber: z.string().nullable(),
  checkIn: z.string(),
  checkOut: z.string().nullable(),
  corrections: z.array(ledgerCorrectionSchema),
  createdAt: z.string(),
  /** When the server got a check-in made offline (received over 10 minutes after its time); else null. */
  receivedAt: z.string().nullable(),
  /** The same of the check-out. */
  checkOutReceivedAt: z.string().nullable(),
});
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;

export const presentSchema = z.object({
  business: z.object({ name: z.string(), orgNumber: z.string().nullable() }),
  exempt: z.boolean(),
  /** The owner's note on the exemption (who works here). */
  note: z.string().nullable(),
  /** Whether the law asks this workshop for a ledger now: a second member, and not exempt. */
  required: z.boolean(),
  present: z.array(ledgerEntrySchema),
});
export type Present = z.infer<typeof presentSchema>;

/** The inspection view's mark on a stamp made offline (FIELD.md decision 9). */
export const offlineMark = (receivedAt: string) => `registrerad offline ${formatDateTime(receivedAt)}`;
