import { describe, expect, it } from 'vitest';
import { publicAcceptSchema, quoteInputSchema, quoteStatusAsRead, quoteTotals } from './quotes';

const customerId = '0b6f1c1e-8f8a-4c7e-9d55-2f4d1f6a7b10';
const line = { description: 'Byte av hydraulslang', quantity: '1,5', price: '850' };

describe('a quote as typed', () => {
  it('reads Swedish decimals and leaves a line fixed unless it is marked as a choice', () => {
    const quote = quoteInputSchema.parse({ customerId, priceType: 'approximate', items: [line] });
    expect(quote.items[0]).toMatchObject({ quantity: 1.5, price: 850, optional: false, partId: null });
    expect(quote.kind).toBe('quote');
  });

  it('refuses a ceiling on anything but a running account, and a zero quantity, in Swedish', () => {
    const ceiling = quoteInputSchema.safeParse({ customerId, priceType: 'fixed', maxAmount: 5000, items: [line] });
    expect(ceiling.error?.issues[0]?.message).toBe('Takpris gäller bara Löpande räkning.');
    const zero = quoteInputSchema.safeParse({ customerId, priceType: 'fixed', items: [{ ...line, quantity: 0 }] });
    expect(zero.error?.issues[0]?.message).toBe('Antal måste vara större än 0.');
    const none = quoteInputSchema.safeParse({ customerId, priceType: 'cheap', items: [] });
    expect(none.error?.issues.map((issue) => issue.message)).toContain(
      'Välj Fast pris, Ungefärligt pris eller Löpande räkning.',
    );
  });

  it('takes a signature only as a PNG data URL of at most 200 KB', () => {
    const png = `data:image/png;base64,${Buffer.alloc(1000, 1).toString('base64')}`;
    expect(publicAcceptSchema.safeParse({ name: 'Anna Lund', signature: png }).success).toBe(true);
    const big = `data:image/png;base64,${Buffer.alloc(210 * 1024, 1).toString('base64')}`;
    expect(publicAcceptSchema.safeParse({ name: 'Anna Lund', signature: big }).success).toBe(false);
    expect(
      publicAcceptSchema.safeParse({ name: 'Anna Lund', signature: 'data:image/svg+xml;base64,PHN2Zz4=' }).success,
    ).toBe(false);
    expect(publicAcceptSchema.safeParse({ name: '  ' }).error?.issues[0]?.message).toBe('Skriv ditt namn.');
  });
});

describe('a quote’s status as read', () => {
  const sent = {
    sentAt: '2026-11-01T10:00:00Z',
    viewedAt: null,
    withdrawnAt: null,
    answer: null,
    validUntil: '2026-11-30',
  };
  it('is sent, then viewed, then expired the day after its validity', () => {
    expect(quoteStatusAsRead({ ...sent, sentAt: null }, '2026-11-27')).toBe('draft');
    expect(quoteStatusAsRead(sent, '2026-11-30')).toBe('sent');
    expect(quoteStatusAsRead({ ...sent, viewedAt: '2026-11-02T08:00:00Z' }, '2026-11-30')).toBe('viewed');
    expect(quoteStatusAsRead(sent, '2026-12-01')).toBe('expired');
  });
  it('keeps an answer whatever the date, and a withdrawal', () => {
    expect(quoteStatusAsRead({ ...sent, answer: 'accepted' }, '2027-01-01')).toBe('accepted');
    expect(quoteStatusAsRead({ ...sent, withdrawnAt: '2026-11-03T08:00:00Z' }, '2026-11-10')).toBe('withdrawn');
  });
});

describe('a quote’s totals', () => {
  it('count fixed lines and the chosen optional ones, with 25 % VAT or none', () => {
    const items = [
      { id: 'a', quantity: 2, price: 1000, optional: false },
      { id: 'b', quantity: 1, price: 500, optional: true },
    ];
    expect(quoteTotals(items, new Set(), 25)).toMatchObject({ netOre: 200_000, vatOre: 50_000, totalOre: 250_000 });
    expect(quoteTotals(items, new Set(['b']), 25).totalOre).toBe(312_500);
    expect(quoteTotals(items, new Set(['b']), 0).totalOre).toBe(250_000);
  });
});
