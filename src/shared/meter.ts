import { z } from './zod';
import { formatMeter } from './labels';
import { messages } from './messages';

import { METER_UNITS, type MeterUnit } from './statuses';

export { METER_UNITS };
export type { MeterUnit };
export const METER_UNIT_LABELS: Record<MeterUnit, string> = { h: 'Timmar', km: 'Kilometer' };
export const MAX_METER = 9_999_999;

/** Meters are stored in tenths (one decimal, exactly); both machines and service plans read them so. */
export const fromTenths = (tenths: number) => tenths / 10;
export const toTenths = (value: number) => Math.round(value * 10);

/** A meter value: 0 … 9 999 999 with at most one decimal, read exactly (tenths). */
export const meterValue = z
  .union([z.number(), z.string()], { error: messages.readingInvalid })
  .transform((value, context) => {
    const text =
      typeof value === 'number'
        ? Number.isFinite(value)
          ? String(value)
          : ''
        : value.trim().replace(',', '.').replace(/\s/g, '');
    if (!/^\d{1,7}(\.\d)?$/.test(text) || Number(text) > MAX_METER) {
      context.addIssue({ code: 'custom', message: messages.readingInvalid });
      return z.NEVER;
    }
    return Math.round(Number(text) * 10) / 10;
  });

export { formatMeter };

/** A reading more than this many hours per calendar day above the previous one is a likely typo (the assistant's meter-jump rule). */
export const MAX_METER_HOURS_PER_DAY = 24;

const dayNumber = (isoDate: string) => Math.floor(Date.parse(`${isoDate}T00:00:00Z`) / 86_400_000);

/**
 * Whether a reading climbs implausibly far above the one before it: more than 24 hours per calendar
 * day (at least one day) on an hour meter. In tenths, as stored, so that the rule is exact and the
 * same as Fakturakontroll's SQL (server/assistant/finding-kinds.ts).
 */
export function isMeterJump(
  unit: MeterUnit,
  previous: { date: string; tenths: number } | null,
  next: { date: string; tenths: number },
): boolean {
  if (unit !== 'h' || previous === null) return false;
  const days = Math.max(dayNumber(next.date) - dayNumber(previous.date), 1);
  return next.tenths - previous.tenths > MAX_METER_HOURS_PER_DAY * 10 * days;
}
