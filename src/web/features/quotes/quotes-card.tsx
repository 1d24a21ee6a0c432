import { addDays, swedishDate } from '../../../shared/dates';
import type { Quote } from '../../../shared/quote-shapes';
import { Alert } from '../../ui/alert';
import { LinkButton } from '../../ui/button';
import { Card } from '../../ui/card';
import { RecordList, RecordRow, RowLink } from '../../ui/row-list';
import { Skeleton } from '../../ui/skeleton';
import { Heading, Text } from '../../ui/text';
import { formatDate, formatKronor } from '../../lib/format';
import { useOutstandingQuotes } from './api/list-quotes';

/** QUOTES.md decision 10: unanswered a week after sending, and valid three days more at most. */
const UNANSWERED_DAYS = 7;
const EXPIRING_DAYS = 3;

function QuoteRows({ label, quotes, detail }: { label: string; quotes: Quote[]; detail(quote: Quote): string }) {
  return (
    <>
      <Heading level={3}>{label}</Heading>
      <RecordList label={label}>
        {quotes.slice(0, 5).map((quote) => (
          <RecordRow key={quote.id}>
            <RowLink to={`/quotes/${quote.id}`}>{`Offert ${quote.number} · ${quote.customerName}`}</RowLink>
            <Text as="span" tone="muted" size="small">
              {formatKronor(quote.total)} · {detail(quote)}
            </Text>
          </RecordRow>
        ))}
      </RecordList>
    </>
  );
}

/**
 * The dashboard's *Offerter*: quotes sent a week ago or more and not answered, and those whose validity
 * ends within three days. Read from GET /quotes (Skickad and Öppnad, at most 100 each): no call of its own.
 */
export default function QuotesCard() {
  const { data, error } = useOutstandingQuotes();
  const today = swedishDate();
  const weekAgo = addDays(today, -UNANSWERED_DAYS);
  const unanswered = (data ?? []).filter(
    (quote) => quote.sentAt !== null && swedishDate(new Date(quote.sentAt)) <= weekAgo,
  );
  const expiring = (data ?? []).filter((quote) => quote.validUntil <= addDays(today, EXPIRING_DAYS));
  return (
    <Card
      title="Offerter"
      icon="assignment"
      action={
        <LinkButton to="/quotes" variant="text">
          Visa offerter
        </LinkButton>
      }
    >
      {error && <Alert severity="error">{error.message}</Alert>}
      {!data && !error && <Skeleton height={96} />}
      {data && unanswered.length === 0 && expiring.length === 0 && (
        <Text tone="muted">Inga offerter att följa upp.</Text>
      )}
      {unanswered.length > 0 && (
        <QuoteRows
          label={`Obesvarade i ${UNANSWERED_DAYS} dagar (${unanswered.length})`}
          quotes={unanswered}
          detail={(quote) => `skickad ${formatDate(swedishDate(new Date(quote.sentAt!)))}`}
        />
      )}
      {expiring.length > 0 && (
        <QuoteRows
          label={`Går ut inom ${EXPIRING_DAYS} dagar (${expiring.length})`}
          quotes={expiring}
          detail={(quote) => `giltig till ${formatDate(quote.validUntil)}`}
        />
      )}
    </Card>
  );
}
