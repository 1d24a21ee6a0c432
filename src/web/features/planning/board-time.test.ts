import { describe, expect, it } from 'vitest';
import { absenceWords } from './board-time';

describe('an absence in the day list', () => {
  it('reads a whole day as "hela dagen", several whole days as their dates, and hours as a span', () => {
    expect(absenceWords('2026-12-10T00:00', '2026-12-11T00:00')).toBe('hela dagen');
    expect(absenceWords('2026-12-10T00:00', '2026-12-12T00:00')).toBe('2026-12-10 – 2026-12-11');
    expect(absenceWords('2026-12-10T13:00', '2026-12-10T16:00')).toBe('13:00–16:00');
  });
});
