import { swedishDate } from '../../../shared/dates';
import { PRICE_TYPE_LABELS } from '../../../shared/quote-texts';
import type { Quote } from '../../../shared/quote-shapes';
import { ResponsiveList, type Column } from '../../ui/responsive-list';
import { Caption, ListCardBody, RowEnd, RowLine, RowLink, RowMain } from '../../ui/row-list';
import { QuoteStatusChip } from '../../ui/status-chip';
import { Text } from '../../ui/text';
import { formatDate, formatKronor } from '../../lib/format';

const versionText = (quote: Quote) => (quote.version > 1 ? ` (version ${quote.version})` : '');

function NumberCell({ quote }: { quote: Quote }) {
  return (
    <>
      <RowLink to={`/quotes/${quote.id}`} isStrong>
        {`Offert ${quote.number}${versionText(quote)}`}
      </RowLink>
      {quote.kind === 'extra' && <Caption>Tilläggsarbete</Caption>}
      {quote.sentAt && <Caption>Skickad {formatDate(swedishDate(new Date(quote.sentAt)))}</Caption>}
    </>
  );
}

const columns: Array<Column<Quote>> = [
  { header: 'Nummer', cell: (quote) => <NumberCell quote={quote} />, className: 'nowrap' },
  { header: 'Kund', cell: (quote) => quote.customerName, className: 'strong' },
  { header: 'Pristyp', cell: (quote) => PRICE_TYPE_LABELS[quote.priceType], className: 'nowrap' },
  { header: 'Giltig till', cell: (quote) => formatDate(quote.validUntil), className: 'nowrap' },
  { header: 'Belopp', cell: (quote) => formatKronor(quote.total), align: 'right', className: 'nowrap numeric' },
  { header: 'Status', cell: (quote) => <QuoteStatusChip status={quote.status} /> },
];

function QuoteCard({ quote }: { quote: Quote }) {
  return (
    <RowMain>
      <ListCardBody>
        <RowMain>
          <Text as="div" tone="muted" size="small">
            <NumberCell quote={quote} />
          </Text>
          <Text as="span" isStrong wrapsAnywhere>
            {quote.customerName}
          </Text>
        </RowMain>
        <RowEnd as="span" isStrong isNumeric isNowrap>
          {formatKronor(quote.total)}
        </RowEnd>
      </ListCardBody>
      <RowLine hasSpaceAbove>
        <QuoteStatusChip status={quote.status} />
        <Text as="span" tone="muted" size="small">
          {PRICE_TYPE_LABELS[quote.priceType]} · giltig till {formatDate(quote.validUntil)}
        </Text>
      </RowLine>
    </RowMain>
  );
}

/** Offerter as a table on a laptop, cards on a phone. */
export function QuoteList({ quotes, isCompact }: { quotes: Quote[]; isCompact: boolean }) {
  return (
    <ResponsiveList
      items={quotes}
      isCompact={isCompact}
      label="Offerter"
      columns={columns}
      card={(quote) => <QuoteCard quote={quote} />}
    />
  );
}
