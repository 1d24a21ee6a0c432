import { describe, expect, it } from 'vitest';
import { mergedRates, referenceRateOn, RIKSBANK_REFERENCE_RATES } from './interest';

describe('the reference rates of dröjsmålsränta', () => {
  it('ships the Riksbank’s rates by half-year, and lets the owner’s override or extend them', () => {
    expect(referenceRateOn(RIKSBANK_REFERENCE_RATES, '2025-03-15')?.rateBp).toBe(250);
    expect(referenceRateOn(RIKSBANK_REFERENCE_RATES, '2018-12-31')).toBeNull();
    expect(RIKSBANK_REFERENCE_RATES.every((rate) => /-(01|07)-01$/.test(rate.validFrom))).toBe(true);
    const merged = mergedRates([
      { validFrom: '2026-07-01', rateBp: 150 },
      { validFrom: '2025-07-01', rateBp: 210 },
    ]);
    expect(referenceRateOn(merged, '2026-11-25')?.rateBp).toBe(150);
    expect(referenceRateOn(merged, '2025-08-01')?.rateBp).toBe(210);
  });
});
