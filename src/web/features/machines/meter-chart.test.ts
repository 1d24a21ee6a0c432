import { describe, expect, it } from 'vitest';
import type { MeterReading } from '../../../shared/machines';
import { dailyPoints } from './meter-chart';

const reading = (id: string, readingDate: string, value: number) => ({ id, readingDate, value }) as MeterReading;

describe('the meter chart’s points', () => {
  it('keeps one point a day, the day’s highest reading, in date order', () => {
    const points = dailyPoints([
      reading('a', '2026-11-24', 6200),
      reading('b', '2026-11-24', 6250),
      reading('c', '2026-10-01', 6000),
    ]);
    expect(points.map((point) => point.id)).toEqual(['c', 'b']);
    expect(dailyPoints([reading('a', '2026-11-24', 6200), reading('b', '2026-11-24', 6250)])).toHaveLength(1);
  });
});
