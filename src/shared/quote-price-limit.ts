/**
 * How far an invoice may go past what the customer approved (QUOTES.md decision 6; DOMAIN-SE.md,
 * Consumer services). Amounts are whole öre including VAT: what the customer pays is what they agreed
 * to, so the approved amount, the ceiling and the invoice are compared on the same footing.
 */

export const PRICE_TYPES = ['fixed', 'approximate', 'running'] as const;
export type PriceType = (typeof PRICE_TYPES)[number];

/** Konsumenttjänstlagen 36 §: an approximate price may be exceeded by at most 15 %. */
export const CONSUMER_ESTIMATE_MARGIN_PERCENT = 15;

/** A customer with neither organisation number nor VAT number is a consumer (QUOTES.md decision 1). */
export function isConsumer(customer: { orgNumber?: string | null; vatNumber?: string | null }): boolean {
  return !customer.orgNumber?.trim() && !customer.vatNumber?.trim();
}

export type PriceLimitRule = 'fixed-price' | 'consumer-estimate' | 'ceiling';

export interface PriceLimit {
  rule: PriceLimitRule;
  /** The most the invoice may total, in öre including VAT. */
  limitOre: number;
}

export interface ApprovedPrice {
  priceType: PriceType;
  consumer: boolean;
  /** The accepted quote plus approved extra work, in öre including VAT. */
  approvedOre: number;
  /** A running-account job's ceiling (*takpris*), in öre including VAT, raised by approved extra work. */
  maxAmountOre: number | null;
  /** Approved extra work, in öre including VAT: it raises a ceiling as it raises the approved amount. */
  extraWorkOre?: number;
}

/**
 * The limit an invoice must stay within without an override, or null when none applies:
 * - a fixed price is the price, for every customer;
 * - an approximate price binds a consumer to it plus 15 % (rounded down to the öre: "at most");
 *   a business customer's estimate is not capped by law (avtalslagen governs what was agreed);
 * - a running account is capped by its ceiling when one was set.
 */
export function priceLimit(approved: ApprovedPrice): PriceLimit | null {
  switch (approved.priceType) {
    case 'fixed':
      return { rule: 'fixed-price', limitOre: approved.approvedOre };
    case 'approximate':
      if (!approved.consumer) return null;
      return {
        rule: 'consumer-estimate',
        limitOre: Math.floor((approved.approvedOre * (100 + CONSUMER_ESTIMATE_MARGIN_PERCENT)) / 100),
      };
    case 'running':
      if (approved.maxAmountOre === null) return null;
      return { rule: 'ceiling', limitOre: approved.maxAmountOre + (approved.extraWorkOre ?? 0) };
  }
}

/** The limit an invoice of `totalOre` passes, or null when it keeps within what was approved. */
export function limitPassed(totalOre: number, approved: ApprovedPrice): PriceLimit | null {
  const limit = priceLimit(approved);
  return limit && totalOre > limit.limitOre ? limit : null;
}

/**
 * The limit an invoice's save is held to (QUOTES.md decision 6): a consumer's approximate price plus
 * 15 % and a running account's ceiling. A fixed price is not held here: its invoice draft proposes the
 * accepted lines, and what the office adds to them is its own choice (docs/decisions/054).
 */
export function invoiceLimit(approved: ApprovedPrice): PriceLimit | null {
  const limit = priceLimit(approved);
  return limit && limit.rule !== 'fixed-price' ? limit : null;
}

/** Most an override's reason may say (audited with the invoice). */
export const MAX_OVERRIDE_REASON = 500;
