import { addDays, swedishDate } from '../../../shared/dates';
import type { Quote } from '../../../shared/quote-shapes';
import { DEFAULT_QUOTE_VALIDITY_DAYS, type QuoteFormValues } from '../../../shared/quotes';
import { decimalInput } from '../../lib/format';

export type QuoteLineValues = QuoteFormValues['items'][number];

export const emptyLine = (): QuoteLineValues => ({
  description: '',
  quantity: '1',
  price: '',
  unit: 'st',
  partId: null,
  rateId: null,
  optional: false,
});

/** The form's values: the quote's own, or a new draft valid 30 days (QUOTES.md decision 1). */
export function quoteDefaults(
  quote: Quote | null,
  start: { customerId?: string; machineId?: string | null } = {},
): QuoteFormValues {
  if (!quote)
    return {
      customerId: start.customerId ?? '',
      machineId: start.machineId ?? null,
      priceType: 'fixed',
      maxAmount: null,
      validUntil: addDays(swedishDate(), DEFAULT_QUOTE_VALIDITY_DAYS),
      terms: '',
      items: [emptyLine()],
    };
  return {
    customerId: quote.customerId,
    machineId: quote.machineId,
    workOrderId: quote.workOrderId,
    kind: quote.kind,
    priceType: quote.priceType,
    maxAmount: quote.maxAmount === null ? null : decimalInput(quote.maxAmount, 2),
    validUntil: quote.validUntil,
    terms: quote.terms ?? '',
    items: quote.items.map((item) => ({
      description: item.description,
      quantity: decimalInput(item.quantity),
      price: decimalInput(item.price, 2),
      unit: item.unit,
      partId: item.partId,
      rateId: item.rateId,
      optional: item.optional,
    })),
  };
}
