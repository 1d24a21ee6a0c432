import { z } from './zod';
import { formatMeter } from './labels';
import { messages } from './messages';

import { METER_UNITS, type MeterUnit } from './statuses';

export { METER_UNITS };
export type { MeterUnit };
export const METER_UNIT_LABELS: Record<MeterUnit, string> = { h: 'Timmar', km: 'Kilometer' };
export const MAX_METER = 9_999_999;

/** A meter value: 0 … 9 999 999 with at most one decimal, read exactly (tenths). */
export const meterValue = z.union([z.number(), z.string()], { error: messages.readingInvalid }).transform((value, context) => {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value.trim().replace(',', '.').replace(/\s/g, '');
  if (!/^\d{1,7}(\.\d)?$/.test(text) || Number(text) > MAX_METER) {
    context.addIssue({ code: 'custom', message: messages.readingInvalid });
    return z.NEVER;
  }
  return Math.round(Number(text) * 10) / 10;
});

export { formatMeter };
