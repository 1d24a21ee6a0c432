import { formatOrePlain } from './money';
import { CONSUMER_ESTIMATE_MARGIN_PERCENT, type PriceType } from './quote-price-limit';
import { PRICE_TYPE_LABELS } from './quote-texts';

/**
 * What a quote's price type means for this customer, in plain Swedish (QUOTES.md decision 1): on the
 * PDF and the customer's page. A consumer is told the 36 § limit; a business is not promised it.
 */
export function priceTypeMeaning(priceType: PriceType, consumer: boolean, maxAmountOre: number | null): string {
  const label = PRICE_TYPE_LABELS[priceType];
  switch (priceType) {
    case 'fixed':
      return `${label}: arbetet faktureras med de godkända raderna, oavsett hur lång tid det tar.`;
    case 'approximate':
      return consumer
        ? `${label}: arbetet faktureras efter tid och material. Fakturan får bli högst ${CONSUMER_ESTIMATE_MARGIN_PERCENT} % högre än det godkända beloppet (konsumenttjänstlagen 36 §), om du inte godkänner tilläggsarbete.`
        : `${label}: arbetet faktureras efter tid och material. Beloppet är en uppskattning av vad det kommer att kosta.`;
    case 'running':
      return maxAmountOre === null
        ? `${label}: arbetet faktureras efter tid och material.`
        : `${label}: arbetet faktureras efter tid och material, men aldrig mer än takpriset ${formatOrePlain(maxAmountOre)} kr inklusive moms utan att du godkänner tilläggsarbete.`;
  }
}
