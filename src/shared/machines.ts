import { z } from './zod';
import { messages } from './messages';
import { METER_UNITS, meterValue, type MeterUnit } from './meter';
import { SERVICE_STATUSES } from './statuses';
import { nullableText, optionalIsoDate } from './validation';
import { deviceTimeField } from './device-time';
import { VEHICLE_CATEGORIES } from './work-orders';

/** A truck is read in kilometres, everything else in hours (docs/workshop.md). */
export const defaultMeterUnit = (category: string): MeterUnit => (category === 'Lastbil' ? 'km' : 'h');

export { SERVICE_STATUSES } from './statuses';
export type { ServiceStatus } from './statuses';
/** The machine list's filters on service status, in the order of its buttons. */

/** A machine as a job names it: "Volvo EC220E (ABC123)", marked by registration, else unit, else serial number. */
export function machineName(machine: {
  make: string;
  model: string | null;
  registrationNumber: string | null;
  unitNumber: string | null;
  serialNumber: string | null;
}): string {
  const marking = machine.registrationNumber ?? machine.unitNumber ?? machine.serialNumber;
  return (
    [machine.make, machine.model].filter((part) => part !== null).join(' ') + (marking === null ? '' : ` (${marking})`)
  );
}

export interface MachineFacts {
  make: string;
  model: string | null;
  registrationNumber: string | null;
  serialNumber: string | null;
}

/** The job's machine as an invoice names it: "Volvo EC220E (reg.nr ABC123, serienr VCE0EC220E123456)". */
export function machineOnInvoice(machine: MachineFacts): string {
  const marks = [
    machine.registrationNumber && `reg.nr ${machine.registrationNumber}`,
    machine.serialNumber && `serienr ${machine.serialNumber}`,
  ].filter(Boolean);
  return [machine.make, machine.model].filter(Boolean).join(' ') + (marks.length > 0 ? ` (${marks.join(', ')})` : '');
}

/** Stored upper case without spaces or dashes, as a registration or serial number is compared. */
export const compactIdentifier = (value: string) => value.replace(/[\s-]/g, '').toUpperCase();
const REGISTRATION = /^[A-Z]{3}\d{2}[A-Z\d]$/;
const SERIAL = /^[A-Z\d][A-Z\d./]{0,39}$/;
const latestYear = () => new Date().getFullYear() + 1;

function nullableIdentifier(pattern: RegExp, message: string) {
  return nullableText(60, message)
    .transform((value) => (value === null ? null : compactIdentifier(value)))
    .refine((value) => value === null || pattern.test(value), message);
}

export const machineInputSchema = z.object({
  customerId: z
    .string({ error: messages.customerRequired })
    .trim()
    .min(1, messages.customerRequired)
    .pipe(z.uuid({ error: messages.customerNotFound })),
  category: z.enum(VEHICLE_CATEGORIES, { error: messages.machineCategoryRequired }),
  make: z
    .string({ error: messages.makeRequired })
    .trim()
    .min(1, messages.makeRequired)
    .max(100, messages.textTooLong(100)),
  model: nullableText(100),
  year: z
    .union([z.number(), z.string(), z.null()], { error: messages.yearInvalid(latestYear()) })
    .optional()
    .transform((value, context) => {
      if (value === undefined || value === null || value === '') return null;
      const year = typeof value === 'number' ? value : /^\s*\d{4}\s*$/.test(value) ? Number(value) : Number.NaN;
      if (!Number.isInteger(year) || year < 1950 || year > latestYear()) {
        context.addIssue({ code: 'custom', message: messages.yearInvalid(latestYear()) });
        return z.NEVER;
      }
      return year;
    }),
  serialNumber: nullableIdentifier(SERIAL, messages.serialInvalid),
  registrationNumber: nullableIdentifier(REGISTRATION, messages.registrationInvalid),
  unitNumber: nullableText(40),
  /** Missing: kilometres for a truck, else hours. */
  meterUnit: z.enum(METER_UNITS, { error: messages.meterUnitInvalid }).nullish(),
  notes: nullableText(5000),
});
export type MachineInput = z.infer<typeof machineInputSchema>;

/**
 * A new machine may come with its meter as it stands today (`meter`), its first reading: without it a
 * default plan counted from "the meter on the day it was added" has none, and every hour interval of
 * a machine with 4 890 h on it reads overdue at its first reading.
 */
export const machineCreateSchema = machineInputSchema.extend({
  meter: z
    .union([z.literal(''), z.null(), meterValue], { error: messages.readingInvalid })
    .optional()
    .transform((value) => (value === '' || value === undefined ? null : value)),
});
export type MachineCreateInput = z.infer<typeof machineCreateSchema>;
export type MachineFormValues = z.input<typeof machineCreateSchema>;

export const machineSchema = z.object({
  id: z.string(),
  customerId: z.string(),
  customerName: z.string(),
  category: z.string(),
  make: z.string(),
  model: z.string().nullable(),
  year: z.number().nullable(),
  serialNumber: z.string().nullable(),
  registrationNumber: z.string().nullable(),
  unitNumber: z.string().nullable(),
  meterUnit: z.enum(METER_UNITS),
  meter: z.number().nullable(),
  meterDate: z.string().nullable(),
  serviceStatus: z.enum(SERVICE_STATUSES).nullable(),
  notes: z.string().nullable(),
  createdAt: z.string(),
});
export type Machine = z.infer<typeof machineSchema>;

export const meterReadingInputSchema = z.object({
  value: meterValue,
  /** Missing: today (a correction keeps the reading's date). */
  readingDate: optionalIsoDate,
  /** True saves a reading more than 24 hours a day above the previous one; without it such a reading answers 409. */
  confirmJump: z.boolean({ error: messages.confirmJumpInvalid }).optional(),
  /** The device's time of the reading, made offline (FIELD.md decision 7): its day when readingDate is left out. */
  at: deviceTimeField.optional(),
});
export type MeterReadingInput = z.infer<typeof meterReadingInputSchema>;
export type MeterReadingFormValues = z.input<typeof meterReadingInputSchema>;

export const meterReadingSchema = z.object({
  id: z.string(),
  machineId: z.string(),
  readingDate: z.string(),
  value: z.number(),
  source: z.enum(['manual', 'work-order']),
  workOrderId: z.string().nullable(),
  createdAt: z.string(),
});
export type MeterReading = z.infer<typeof meterReadingSchema>;

export const machineListQuery = z.object({
  q: z.string().max(100, messages.searchTooLong).optional(),
  customerId: z.string().max(100).optional(),
  serviceStatus: z.string().max(20).optional(),
});

/** A machine's history shows its work orders a page at a time; a page holds at most the larger number. */
export const HISTORY_PAGE_SIZE = 20;
export const MAX_HISTORY_PAGE_SIZE = 100;
/** The readings the history carries for the chart and the meter card: the latest ones. */
export const HISTORY_READINGS = 200;
