import { z } from './zod';
import { messages } from './messages';
import { WORK_CATEGORIES } from './work-orders';

/** A past job a suggestion rests on. */
export const suggestionSourceSchema = z.object({ id: z.string(), workOrderNumber: z.string() });

/** ASSISTANT.md decision 1: what earlier finished jobs like this one had, each with the jobs it rests on. */
export const suggestionsSchema = z.object({
  basis: z.object({ match: z.enum(['model', 'category', 'none']), jobs: z.number() }),
  checklist: z.array(z.object({ text: z.string(), count: z.number(), sources: z.array(suggestionSourceSchema) })),
  parts: z.array(
    z.object({
      partId: z.string(),
      partNumber: z.string(),
      name: z.string(),
      quantity: z.number(),
      count: z.number(),
      sources: z.array(suggestionSourceSchema),
    }),
  ),
  hours: z.object({ median: z.number(), count: z.number(), sources: z.array(suggestionSourceSchema) }).nullable(),
});
export type Suggestions = z.infer<typeof suggestionsSchema>;

/** GET /suggestions: a work order being filled in, before it is saved. */
export const suggestionsQuerySchema = z.object({
  /** One of the workshop's machines; another id answers 404. */
  machineId: z.string().trim().max(100, messages.machineNotFound).optional(),
  workCategory: z.string().trim().max(100, messages.textTooLong(100)).optional(),
  title: z.string().trim().max(200, messages.textTooLong(200)).optional(),
  description: z.string().trim().max(5000, messages.textTooLong(5000)).optional(),
});
export type SuggestionsQuery = z.infer<typeof suggestionsQuerySchema>;

/** A suggestion needs at least this many similar jobs, and an item at least this many of them. */
export const MIN_SIMILAR_JOBS = 2;
/** The most similar jobs read, at most. */
export const MAX_SIMILAR_JOBS = 20;

/** The middle value (the mean of the two middle ones for an even count), to two decimals. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const value = sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  return Math.round(value * 100) / 100;
}

// Fakturakontroll (ASSISTANT.md decision 2): what the workshop is about to lose.

// A fixed-price job is held to its accepted amount instead of its time (QUOTES.md decision 6): billed for
// less it is under-billed, for more over-billed (docs/decisions/064).
export const FINDING_KINDS = [
  'not-invoiced',
  'under-billed',
  'over-billed',
  'below-cost',
  'meter-jump',
  'service-overdue',
] as const;
export type FindingKind = (typeof FINDING_KINDS)[number];

/** Days after a finished job's execution date (or the day it was finished) before it counts as not invoiced. */
export const NOT_INVOICED_AFTER_DAYS = 3;
/** A reading more than this many hours per calendar day above the previous one is a likely typo (one rule, shared/meter.ts). */
export { MAX_METER_HOURS_PER_DAY } from './meter';

export const findingSchema = z.object({
  /** Stable for the same finding: what it is about and of which kind, e.g. "not-invoiced:<work order id>". */
  key: z.string(),
  kind: z.enum(FINDING_KINDS),
  /** Kronor at stake, net of VAT; null for a meter jump and an overdue service. */
  amount: z.number().nullable(),
  message: z.string(),
  workOrderId: z.string().optional(),
  invoiceId: z.string().optional(),
  machineId: z.string().optional(),
  partId: z.string().optional(),
});
export type Finding = z.infer<typeof findingSchema>;

/** The dashboard's card: how many findings and the kronor at stake. */
export const invoiceControlSummarySchema = z.object({ count: z.number(), amount: z.number() });
export type InvoiceControlSummary = z.infer<typeof invoiceControlSummarySchema>;

/** A finding's key as sent in a path; one that is not a current finding is 404. */
export const findingKeyParams = z.object({ key: z.string() });

/** What each kind of finding is called on screen. */
export const FINDING_KIND_LABELS: Record<FindingKind, string> = {
  'not-invoiced': 'Inte fakturerad',
  'under-billed': 'Underfakturerad',
  'over-billed': 'Över fast pris',
  'below-cost': 'Under snittkostnad',
  'meter-jump': 'Mätarhopp',
  'service-overdue': 'Försenad service',
};

// Drafts by a language model (ASSISTANT.md decision 3): off until both the server and the workshop say so.

export const assistantStatusSchema = z.object({
  /** The server is configured with a model (not that it answers right now). */
  available: z.boolean(),
  /** The workshop's owner has switched drafts on. */
  enabled: z.boolean(),
  model: z.string().nullable(),
  /** Where the records of a draft request are sent: the endpoint's origin. */
  endpoint: z.string().nullable(),
});
export type AssistantStatus = z.infer<typeof assistantStatusSchema>;

export const assistantSettingsSchema = z.object({
  enabled: z.boolean({ error: messages.assistantEnabledInvalid }),
});

export const DRAFT_KINDS = ['work-summary', 'work-order', 'machine-summary'] as const;
export type DraftKind = (typeof DRAFT_KINDS)[number];
/** What the customer said on the phone, at most. */
export const MAX_DRAFT_TEXT = 4000;

export const draftRequestSchema = z
  .object({
    kind: z.enum(DRAFT_KINDS, { error: messages.draftKindInvalid }),
    workOrderId: z.string().trim().max(100, messages.workOrderNotFound).optional(),
    machineId: z.string().trim().max(100, messages.machineNotFound).optional(),
    text: z.string().trim().max(MAX_DRAFT_TEXT, messages.textTooLong(MAX_DRAFT_TEXT)).optional(),
  })
  .superRefine((input, context) => {
    if (input.kind === 'work-summary' && !input.workOrderId)
      context.addIssue({ code: 'custom', path: ['workOrderId'], message: messages.draftNeedsWorkOrder });
    if (input.kind === 'machine-summary' && !input.machineId)
      context.addIssue({ code: 'custom', path: ['machineId'], message: messages.draftNeedsMachine });
    if (input.kind === 'work-order' && !input.text)
      context.addIssue({ code: 'custom', path: ['text'], message: messages.draftNeedsText });
  });
export type DraftRequest = z.infer<typeof draftRequestSchema>;

/** The work-order kind's answer: what the model is asked for as JSON, and checked against before anyone sees it. */
export const draftWorkOrderFieldsSchema = z.object({
  title: z.string().trim().min(1).max(200),
  description: z.string().trim().max(5000),
  workCategory: z.enum(WORK_CATEGORIES),
  checklist: z.array(z.string().trim().min(1).max(500)).max(50),
});
export type DraftWorkOrderFields = z.infer<typeof draftWorkOrderFieldsSchema>;

export const draftSchema = z.object({
  kind: z.enum(DRAFT_KINDS),
  text: z.string().optional(),
  fields: draftWorkOrderFieldsSchema.optional(),
  sources: z.array(suggestionSourceSchema),
  model: z.string(),
});
export type Draft = z.infer<typeof draftSchema>;
