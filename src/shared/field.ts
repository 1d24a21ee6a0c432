import { z } from './zod';
import { machineSchema } from './machines';
import { PART_UNITS } from './parts';
import { bookingSchema } from './planning';
import { rateSchema, timeEntrySchema } from './time';
import { workOrderSchema } from './work-orders';

// GET /field/today (FIELD.md decision 6 and the contract's `fieldPack`): what a device keeps to work
// without signal. Shared so that the offline app stores and reads exactly what the server sends.

/** The pack reaches this far: today and the next two days, in Swedish time. */
export const FIELD_DAYS = 3;
/** At most this many jobs in a pack, the soonest first: a mechanic's three days fit many times over. */
export const MAX_FIELD_JOBS = 100;

/** One point of the checklist with the index PUT /workorders/{id}/checklist/{index} ticks it by. */
export const fieldChecklistItemSchema = z.object({
  index: z.number(),
  text: z.string(),
  done: z.boolean(),
});
export type FieldChecklistItem = z.infer<typeof fieldChecklistItemSchema>;

/** A file on the job: the device fetches the thumbnail (GET /files/{id}/thumbnail) of those that have one. */
export const fieldFileSchema = z.object({
  id: z.string(),
  name: z.string(),
  contentType: z.string(),
  caption: z.string().nullable(),
  takenAt: z.string().nullable(),
  hasThumbnail: z.boolean(),
});
export type FieldFile = z.infer<typeof fieldFileSchema>;

/**
 * A job as GET /workorders/{id} answers it (its `todoList` and `materials` included, which a PUT sends
 * back), with what the mechanic needs on site without signal.
 */
export const fieldWorkOrderSchema = workOrderSchema.extend({
  machine: machineSchema.nullable(),
  /** Whom to call: null when the job names only a customer number. */
  customer: z.object({ name: z.string(), phone: z.string().nullable() }).nullable(),
  /** The todo list as points with their index; the same points as `todoList`. */
  checklist: z.array(fieldChecklistItemSchema),
  /** Every entry on the job, the caller's and others' (the total is the job's), oldest first. */
  timeEntries: z.array(timeEntrySchema),
  files: z.array(fieldFileSchema),
  /** The job's booking when one is in the pack's days, Swedish wall-clock times; else null. */
  booking: bookingSchema.nullable(),
});
export type FieldWorkOrder = z.infer<typeof fieldWorkOrderSchema>;

/** A part of the register as the parts list offline shows it; `salePrice` SEK excl. VAT. */
export const fieldPartSchema = z.object({
  id: z.string(),
  partNumber: z.string(),
  name: z.string(),
  unit: z.enum(PART_UNITS),
  salePrice: z.number(),
  onHand: z.number(),
});
export type FieldPart = z.infer<typeof fieldPartSchema>;

export const fieldPackSchema = z.object({
  /** The server's time of the pack (ISO): how fresh the device's copy is. */
  generatedAt: z.string(),
  /** The first and last day the pack covers (Swedish dates, "2026-03-30"). */
  from: z.string(),
  to: z.string(),
  /** Booked ones first by start, then by execution date (undated last), then newest. */
  workOrders: z.array(fieldWorkOrderSchema),
  /** Every part of the register, by part number. */
  parts: z.array(fieldPartSchema),
  rates: z.array(rateSchema),
  me: z.object({
    id: z.string(),
    name: z.string(),
    /** Whether the caller is checked in in the staff ledger now. */
    checkedIn: z.boolean(),
  }),
});
export type FieldPack = z.infer<typeof fieldPackSchema>;
