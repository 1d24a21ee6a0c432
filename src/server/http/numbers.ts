import { randomInt } from 'node:crypto';
import { swedishDate } from '../../shared/dates';

/** AO-{yyyymmdd}-{100..999} (seed-spec §5). */
export function generateWorkOrderNumber(at: Date = new Date()): string {
  return `AO-${swedishDate(at).replaceAll('-', '')}-${randomInt(100, 1000)}`;
}

/** F{yyyy}{mm}{1000..9999} (seed-spec §9). */
export function generateInvoiceNumber(at: Date = new Date()): string {
  const [year, month] = swedishDate(at).split('-');
  return `F${year}${month}${randomInt(1000, 10000)}`;
}

/** Attempts before giving up on a random number: enough while a day's (or month's) range is far from full. */
export const NUMBER_ATTEMPTS = 25;
