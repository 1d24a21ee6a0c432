import type { PortalQuote } from '../../../shared/customer-portal';
import { formatDate } from '../../../shared/dates';
import { formatKronor } from '../../../shared/money';
import { PRICE_TYPE_LABELS } from '../../../shared/quote-texts';
import { LinkButton } from '../../ui/button';
import { Card } from '../../ui/card';
import { RowLine, RowList, RowMain, RowPrimary, RowSecondary } from '../../ui/row-list';
import { QuoteStatusChip } from '../../ui/status-chip';
import { Text } from '../../ui/text';
import { quotePath } from './api/public-portal';

/** The customer's open quotes, each answered on its own link (QUOTES.md decisions 4 and 9). */
export function PortalQuotes({ quotes }: { quotes: PortalQuote[] }) {
  if (quotes.length === 0) return null;
  return (
    <Card title="Offerter" icon="assignment">
      <RowList label="Offerter">
        {quotes.map((quote) => {
          const name = `${quote.kind === 'extra' ? 'Tilläggsarbete, offert' : 'Offert'} ${quote.number}`;
          return (
            <li key={`${quote.number}-${quote.version}`}>
              <RowMain>
                <RowPrimary as="strong">{name}</RowPrimary>
                {quote.machine && <RowSecondary>{quote.machine}</RowSecondary>}
                <RowLine hasSpaceAbove>
                  <QuoteStatusChip status={quote.status} />
                  <Text as="span" size="small" tone="muted">
                    Giltig till {formatDate(quote.validUntil)} · {PRICE_TYPE_LABELS[quote.priceType]}
                  </Text>
                </RowLine>
              </RowMain>
              <Text as="span" isNumeric isStrong>
                {formatKronor(quote.total)}
              </Text>
              <LinkButton to={quotePath(quote.link)} variant="primary" isFullWidth>
                Läs och svara på {name.toLowerCase()}
              </LinkButton>
            </li>
          );
        })}
      </RowList>
    </Card>
  );
}
