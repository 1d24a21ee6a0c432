import { isEuCountry } from './countries';
import { VAT_RATE_PERCENT } from './money';

/**
 * How VAT applies to a repair job (DOMAIN-SE.md, Foreign buyers): a business in another EU country pays
 * the VAT itself (reverse charge), a business outside the EU pays no Swedish VAT (export of a service),
 * anyone else pays Swedish VAT. Fixed on the invoice when it is written. An interest invoice
 * (räntefaktura, MONEY.md decision 4) carries none: interest is outside VAT.
 */
export const VAT_TREATMENTS = ['standard', 'reverse-charge', 'export', 'interest'] as const;
export type VatTreatment = (typeof VAT_TREATMENTS)[number];

export interface Buyer {
  country: string;
  orgNumber: string | null;
  vatNumber: string | null;
}

/** A buyer is a business when it has an organisation or VAT number; a private person has neither. */
export function vatTreatmentOf(buyer: Buyer | null): VatTreatment {
  if (!buyer || buyer.country === 'SE' || (!buyer.orgNumber && !buyer.vatNumber)) return 'standard';
  return isEuCountry(buyer.country) ? 'reverse-charge' : 'export';
}

export const vatRateOf = (treatment: VatTreatment) => (treatment === 'standard' ? VAT_RATE_PERCENT : 0);

/** What the invoice says instead of a VAT rate when it carries none. */
export const VAT_TREATMENT_TEXTS: Record<VatTreatment, string | null> = {
  standard: null,
  'reverse-charge': 'Omvänd betalningsskyldighet',
  export: 'Tjänsten är omsatt utanför Sverige (3 kap. mervärdesskattelagen): ingen svensk moms',
  interest: 'Dröjsmålsränta enligt räntelagen: ingen moms',
};
