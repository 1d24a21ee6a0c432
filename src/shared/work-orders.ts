import { z } from './zod';
import { signatureSchema } from './work-order-signatures';
import { messages } from './messages';
import { meterValue } from './meter';
import { deviceTimeField } from './device-time';
import { PRIORITIES, WORK_ORDER_FILTERS, WORK_ORDER_STATUSES, type WorkOrderStatus } from './statuses';
import {
  decimalText,
  hundredthsOf,
  kronorOf,
  optionalId,
  optionalIsoDate,
  optionalText,
  requiredText,
} from './validation';

export const VEHICLE_CATEGORIES = ['Grävmaskin', 'Traktor', 'Lastbil', 'Hjullastare', 'Bandgrävare'] as const;
export const WORK_CATEGORIES = ['Service', 'Reparation', 'Underhåll', 'Besiktning', 'Felsökning'] as const;

export { FORM_STATUSES, LEGACY_STATUSES, PRIORITIES, WORK_ORDER_FILTERS, WORK_ORDER_STATUSES } from './statuses';
export type { Priority, WorkOrderFilter, WorkOrderStatus } from './statuses';

export function statusesMatchingFilter(filter: string): readonly WorkOrderStatus[] | null {
  // Own keys only: "__proto__" or "toString" are no filters.
  if (Object.hasOwn(WORK_ORDER_FILTERS, filter)) return WORK_ORDER_FILTERS[filter as keyof typeof WORK_ORDER_FILTERS];
  const synonym = Object.values(WORK_ORDER_FILTERS).find((group) => (group as readonly string[]).includes(filter));
  if (synonym) return synonym;
  return (WORK_ORDER_STATUSES as readonly string[]).includes(filter) ? [filter as WorkOrderStatus] : null;
}

/** Statuses that mean the work is done (docs/workshop.md): a finished work order is its intervals' last service. */
export const FINISHED_STATUSES = [
  'Klar',
  'completed',
  'RedoAttFakturera',
  'Fakturerad',
] as const satisfies readonly WorkOrderStatus[];
export const isFinished = (status: string) => (FINISHED_STATUSES as readonly string[]).includes(status);

/**
 * Checked with `schema`, kept exactly as sent: the spec passes todo lists and materials through
 * (stored and returned as the client sent them, fields of its own included).
 */
function checkedAsSent<S extends z.ZodType>(schema: S) {
  return z.unknown().transform((value, context) => {
    const result = schema.safeParse(value);
    if (!result.success) {
      for (const issue of result.error.issues)
        context.addIssue({ code: 'custom', message: issue.message, path: issue.path });
      return z.NEVER;
    }
    return value as z.input<S>;
  }) as unknown as z.ZodType<z.input<S>, z.input<S>>;
}

export const todoItemSchema = checkedAsSent(
  z.looseObject({
    text: requiredText(messages.todoTextRequired, 500),
    done: z.boolean({ error: messages.invalidList }).optional(),
  }),
);
export type TodoItem = z.infer<typeof todoItemSchema>;

export const MAX_MATERIAL_QUANTITY = 1_000_000;

/** A material's quantity as a number: what the user typed ("2", "2,5"), one piece when left empty. */
export function materialQuantity(value: unknown): number | null {
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) return 1;
  const text = decimalText(value);
  if (text === null) return null;
  const quantity = hundredthsOf(text) / 100;
  return quantity >= 0 && quantity <= MAX_MATERIAL_QUANTITY ? quantity : null;
}

export const materialSchema = checkedAsSent(
  z
    .looseObject({
      /** Left out with a part: the part's name. */
      name: z.string({ error: messages.materialNameRequired }).trim().max(200, messages.textTooLong(200)).optional(),
      quantity: z
        .unknown()
        .optional()
        .refine((value) => materialQuantity(value) !== null, messages.materialQuantityInvalid),
      /** A part of the register: reserved while the work order is open, drawn from stock when it is finished. */
      partId: z
        .union(
          [
            z
              .string()
              .trim()
              .pipe(z.uuid({ error: messages.partNotFound })),
            z.literal(''),
            z.null(),
          ],
          { error: messages.partNotFound },
        )
        .optional(),
      /** SEK; left out with a part: its sale price. What an invoice of the work order charges. */
      unitPrice: z
        .unknown()
        .optional()
        .refine(
          (value) => value === undefined || value === null || value === '' || kronorOf(value) !== null,
          messages.partPriceInvalid,
        ),
    })
    .refine((material) => Boolean(material.name?.trim()) || Boolean(material.partId), {
      message: messages.materialNameRequired,
      path: ['name'],
    }),
);
export type Material = z.infer<typeof materialSchema>;

/** The checklist and materials of one work order together, as JSON text: room for 200 full rows of each. */
export const MAX_WORK_ORDER_LISTS_CHARS = 200_000;

export function listsSize(...lists: unknown[]): number {
  try {
    return lists.reduce<number>((sum, list) => sum + (JSON.stringify(list ?? []) ?? '').length, 0);
  } catch {
    return Number.POSITIVE_INFINITY;
  }
}

const workOrderFields = z.object({
  workOrderNumber: z
    .string({ error: messages.workOrderRequired })
    .trim()
    .max(50, messages.textTooLong(50))
    .nullish()
    .transform((value) => (value ? value : null)),
  title: requiredText(messages.workOrderRequired, 200),
  description: optionalText(5000),
  /** Missing with a customer or a machine: the customer's number. */
  customerNumber: optionalText(100),
  customerId: optionalId(messages.customerNotFound),
  machineId: optionalId(messages.machineNotFound),
  /** The meter at intake; becomes a reading of the machine dated the execution date, else today. Left out: kept. */
  meterReading: z
    .union([z.literal(''), z.null(), meterValue], { error: messages.readingInvalid })
    .optional()
    .transform((value) => (value === '' ? null : value)),
  /** True saves a meter reading more than 24 hours a day above the machine's previous one; without it such a new reading answers 409. */
  confirmJump: z.boolean({ error: messages.confirmJumpInvalid }).optional(),
  /** The machine's service intervals this job performs; left out of an edit: kept. */
  serviceIntervalIds: z
    .array(
      z
        .string({ error: messages.intervalNotFound })
        .trim()
        .pipe(z.uuid({ error: messages.intervalNotFound })),
      { error: messages.invalidList },
    )
    .max(20, messages.listTooLong(20))
    .optional()
    .transform((ids) => (ids === undefined ? undefined : [...new Set(ids.map((id) => id.toLowerCase()))])),
  /** The members on the job (docs/team.md decision 6); left out of an edit: kept. */
  assigneeIds: z
    .array(
      z
        .string({ error: messages.assigneesInvalid })
        .trim()
        .pipe(z.uuid({ error: messages.assigneesInvalid })),
      { error: messages.invalidList },
    )
    .max(20, messages.listTooLong(20))
    .optional()
    .transform((ids) => (ids === undefined ? undefined : [...new Set(ids.map((id) => id.toLowerCase()))])),
  /** Missing with a machine: the machine's category. */
  vehicleCategory: z
    .union([z.enum(VEHICLE_CATEGORIES), z.literal(''), z.null()], {
      error: messages.invalidVehicleCategory,
    })
    .optional()
    .transform((value) => (value ? value : null)),
  workCategory: z.enum(WORK_CATEGORIES, {
    error: (issue) =>
      issue.input === undefined || issue.input === '' || issue.input === null
        ? messages.workOrderRequired
        : messages.invalidWorkCategory,
  }),
  status: z.enum(WORK_ORDER_STATUSES, { error: messages.invalidStatus }).default('Väntande'),
  priority: z.enum(PRIORITIES, { error: messages.invalidPriority }).default('medium'),
  executionDate: optionalIsoDate,
  todoList: z.array(todoItemSchema, { error: messages.invalidList }).max(200, messages.listTooLong(200)).default([]),
  materials: z.array(materialSchema, { error: messages.invalidList }).max(200, messages.listTooLong(200)).default([]),
});

/**
 * The spec's required fields, unless the chosen customer or machine gives them. Checked even when another
 * field is wrong, so that the form marks every empty required field at once. An edit may leave the
 * vehicle category out: the job keeps its own (a job made from a quote without a machine has none, and
 * its status must still change: QUOTES.md decision 6).
 */
const requiredFields =
  (isEdit: boolean) =>
  (input: z.output<typeof workOrderFields>, context: z.core.$RefinementCtx<z.output<typeof workOrderFields>>) => {
    if (!input.customerNumber && !input.customerId && !input.machineId)
      context.addIssue({ code: 'custom', path: ['customerNumber'], message: messages.workOrderRequired });
    if (!isEdit && !input.vehicleCategory && !input.machineId)
      context.addIssue({ code: 'custom', path: ['vehicleCategory'], message: messages.workOrderRequired });
    // Items are kept as sent, fields of the client's own included: bound what one work order carries.
    if (listsSize(input.todoList, input.materials) > MAX_WORK_ORDER_LISTS_CHARS)
      context.addIssue({
        code: 'custom',
        path: ['materials'],
        message: messages.workOrderListsTooLarge(MAX_WORK_ORDER_LISTS_CHARS),
      });
  };
const isObject = { when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null };

export const workOrderInputSchema = workOrderFields.superRefine(requiredFields(false), isObject);
/** PUT /workorders/{id}: as a new job's, but a vehicle category left out is kept. */
export const workOrderUpdateSchema = workOrderFields.superRefine(requiredFields(true), isObject);
export type WorkOrderInput = z.infer<typeof workOrderInputSchema>;
export type WorkOrderFormValues = z.input<typeof workOrderInputSchema>;

/** An accepted quote's rate line on its job (QUOTES.md decision 6): the labour the job was priced with. */
export const plannedLabourSchema = z.object({
  description: z.string(),
  /** In the rate's unit (hours, km). */
  quantity: z.number(),
  unit: z.string().nullable(),
  /** SEK excl. VAT a unit. */
  price: z.number(),
  rateId: z.string().nullable(),
});
export type PlannedLabour = z.infer<typeof plannedLabourSchema>;

export const workOrderSchema = z.object({
  id: z.string(),
  workOrderNumber: z.string(),
  title: z.string(),
  description: z.string(),
  customerNumber: z.string(),
  customerId: z.string().nullable(),
  machineId: z.string().nullable(),
  /** The customer's name and the machine's ("Volvo EC220E (ABC123)"), read only. */
  customerName: z.string().nullable(),
  machineName: z.string().nullable(),
  meterReading: z.number().nullable(),
  serviceIntervalIds: z.array(z.string()),
  assigneeIds: z.array(z.string()),
  vehicleCategory: z.string(),
  workCategory: z.string(),
  status: z.string(),
  priority: z.string(),
  createdAt: z.string(),
  executionDate: z.string().nullable(),
  todoList: z.array(z.unknown()),
  materials: z.array(z.unknown()),
  /** Only on GET /workorders/{id}: the customer's signature (FIELD.md decision 5), null while unsigned. */
  signature: signatureSchema.nullable().optional(),
  /** The accepted quote's rate lines and accepted extra work's (QUOTES.md decisions 6–7). */
  plannedLabour: z.array(plannedLabourSchema),
  /** The quote whose acceptance made or priced the job. */
  quoteId: z.string().nullable(),
  /** The accepted quote plus accepted extra work, SEK including VAT. */
  approvedAmount: z.number().nullable(),
  priceType: z.enum(['fixed', 'approximate', 'running']).nullable(),
  /**
   * What an invoice of the job may total without an override, SEK including VAT (QUOTES.md decision 6):
   * a consumer's approximate price + 15 % (consumer-estimate, konsumenttjänstlagen 36 §) or a running
   * account's ceiling raised by approved extra work (ceiling); null when neither applies.
   */
  limitAmount: z.number().nullable(),
  limitKind: z.enum(['consumer-estimate', 'ceiling']).nullable(),
  /** Only in the answer of the write that finished the job: the timers that were running on it, stopped by it. */
  stoppedTimers: z.array(z.object({ userId: z.string(), userName: z.string(), hours: z.number() })).optional(),
});
export type WorkOrder = z.infer<typeof workOrderSchema>;

/**
 * PUT /workorders/{id}/checklist/{index}: one point ticked or unticked, nothing else of the work order
 * written. `text`, when sent, must still be the point's: the office may have reordered the list.
 */
export const checklistTickSchema = z.object(
  {
    done: z.boolean({ error: messages.checklistDoneInvalid }),
    text: z.string({ error: messages.todoTextRequired }).max(500, messages.textTooLong(500)).optional(),
    /** The device's time of the tick, made offline (FIELD.md decision 7): kept as the point's doneAt. */
    at: deviceTimeField.optional(),
  },
  { error: messages.checklistDoneInvalid },
);
export type ChecklistTick = z.infer<typeof checklistTickSchema>;
