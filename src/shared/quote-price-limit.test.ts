import { describe, expect, it } from 'vitest';
import { isConsumer, limitPassed, priceLimit } from './quote-price-limit';

describe('what an invoice may total after a quote', () => {
  it('lets a consumer’s approximate 10 000 kr become 11 500 kr and not an öre more (36 §)', () => {
    const approved = { priceType: 'approximate', consumer: true, approvedOre: 1_000_000, maxAmountOre: null } as const;
    expect(priceLimit(approved)).toEqual({ rule: 'consumer-estimate', limitOre: 1_150_000 });
    expect(limitPassed(1_150_000, approved)).toBeNull();
    expect(limitPassed(1_150_001, approved)).toEqual({ rule: 'consumer-estimate', limitOre: 1_150_000 });
  });

  it('rounds the 15 % down, so the limit is never above what the law allows', () => {
    const approved = { priceType: 'approximate', consumer: true, approvedOre: 333, maxAmountOre: null } as const;
    // 333 × 1,15 = 382,95 öre: 382 is the most.
    expect(priceLimit(approved)?.limitOre).toBe(382);
  });

  it('puts no legal cap on a business customer’s approximate price', () => {
    expect(
      priceLimit({ priceType: 'approximate', consumer: false, approvedOre: 1_000_000, maxAmountOre: null }),
    ).toBeNull();
  });

  it('holds a fixed price to the approved amount for everyone', () => {
    const approved = { priceType: 'fixed', consumer: false, approvedOre: 500_000, maxAmountOre: null } as const;
    expect(limitPassed(500_000, approved)).toBeNull();
    expect(limitPassed(500_001, approved)?.rule).toBe('fixed-price');
  });

  it('caps a running account at its ceiling, raised by approved extra work, and leaves one without a ceiling open', () => {
    const capped = { priceType: 'running', consumer: true, approvedOre: 0, maxAmountOre: 2_000_000 } as const;
    expect(limitPassed(2_000_001, capped)).toEqual({ rule: 'ceiling', limitOre: 2_000_000 });
    expect(limitPassed(2_400_000, { ...capped, extraWorkOre: 400_000 })).toBeNull();
    expect(priceLimit({ ...capped, maxAmountOre: null })).toBeNull();
  });

  it('counts a customer as a consumer only without organisation and VAT number', () => {
    expect(isConsumer({ orgNumber: null, vatNumber: null })).toBe(true);
    expect(isConsumer({ orgNumber: '  ', vatNumber: '' })).toBe(true);
    expect(isConsumer({ orgNumber: '556677-8899', vatNumber: null })).toBe(false);
    expect(isConsumer({ orgNumber: null, vatNumber: 'NO999999999MVA' })).toBe(false);
  });
});
