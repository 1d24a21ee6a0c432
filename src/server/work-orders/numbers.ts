import { swedishDate } from '../../shared/dates';
import type { RandomNumberSeries } from '../db/unique-number';

/** AO-{yyyymmdd}-{100..999}: the spec keeps work order numbers random within the day. */
export function workOrderSeries(at: Date): RandomNumberSeries {
  return { prefix: `AO-${swedishDate(at).replaceAll('-', '')}-`, min: 100, max: 1000 };
}
