import { formatDateTime } from '../../shared/dates';
import type { Column, Row } from './registers';

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** "1234,5": a decimal comma and no grouping, as Excel in Swedish reads a number from a CSV. */
const decimal = (value: number, divisor: number) => String(value / divisor).replace('.', ',');

const asNumber = (value: unknown) =>
  typeof value === 'bigint' ? Number(value) : typeof value === 'number' ? value : null;

/** One cell as a Swedish spreadsheet shows it: money and quantities with a decimal comma, times in Swedish time, ja/nej. */
export function cellOf(column: Column, value: unknown): string {
  if (value === null || value === undefined) return '';
  const number = asNumber(value);
  if (number !== null) {
    if (column.field.endsWith('Ore')) return (number / 100).toFixed(2).replace('.', ',');
    if (column.field.endsWith('Hundredths')) return decimal(number, 100);
    if (column.field.endsWith('Tenths')) return decimal(number, 10);
    return decimal(number, 1);
  }
  if (typeof value === 'boolean') return value ? 'ja' : 'nej';
  if (typeof value === 'string' && column.labels && Object.hasOwn(column.labels, value)) return column.labels[value]!;
  if (typeof value === 'string') return TIMESTAMP.test(value) ? formatDateTime(value) : value;
  return JSON.stringify(value);
}

export { csvLines } from '../http/csv-write';

/** A row as the API answers it: money in kronor, quantities as numbers, times in ISO 8601; no paging cursor. */
export function jsonOf(row: Row): Row {
  const shaped: Row = {};
  for (const [field, raw] of Object.entries(row)) {
    if (field === 'cursorAt' || field === 'cursorId') continue;
    const number = asNumber(raw);
    if (number !== null && field.endsWith('Ore')) shaped[field.slice(0, -3)] = number / 100;
    else if (number !== null && field.endsWith('Hundredths')) shaped[field.slice(0, -10)] = number / 100;
    else if (number !== null && field.endsWith('Tenths')) shaped[field.slice(0, -6)] = number / 10;
    else if (field.endsWith('Ore') || field.endsWith('Hundredths') || field.endsWith('Tenths'))
      shaped[field.replace(/(Ore|Hundredths|Tenths)$/, '')] = null;
    else if (typeof raw === 'string' && TIMESTAMP.test(raw)) shaped[field] = new Date(raw).toISOString();
    else shaped[field] = typeof raw === 'bigint' ? Number(raw) : raw;
  }
  return shaped;
}
