import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { formatDate, formatDateTime } from '../../../shared/dates';
import { formatOre } from '../../../shared/money';
import { INVOICE_UNIT_LABELS } from '../../../shared/invoice-units';
import type { PublicQuote } from '../../../shared/quote-shapes';
import { quoteTotals } from '../../../shared/quotes';
import { vatRateOf } from '../../../shared/vat-treatment';
import { Alert } from '../../ui/alert';
import { Card } from '../../ui/card';
import { FactList } from '../../ui/fact-list';
import { LinkPage, OptionLine } from '../../ui/link-page';
import { PageSpinner } from '../../ui/page-spinner';
import { Stack } from '../../ui/stack';
import { SumTable } from '../../ui/sum-table';
import { Heading, Text } from '../../ui/text';
import { ApiError } from '../../lib/api-client';
import { formatKronor } from '../../lib/format';
import { AcceptForm, DeclineForm } from './link/answer-forms';
import { fetchPublicQuote } from './link/public-quote-api';

type State =
  { kind: 'loading' } | { kind: 'quote'; quote: PublicQuote } | { kind: 'closed'; status: number; message: string };

const lineAmount = (item: PublicQuote['items'][number]) =>
  `${item.quantity.toLocaleString('sv-SE')} ${item.unit ? INVOICE_UNIT_LABELS[item.unit] : 'st'} × ${formatKronor(item.price)}`;

function Answered({ quote }: { quote: PublicQuote }) {
  if (quote.status === 'accepted' && quote.approval)
    return (
      <Alert severity="success">
        Godkänd av {quote.approval.name} {formatDateTime(quote.approval.at)},{' '}
        {formatKronor(quote.approval.acceptedTotal)} inklusive moms.
      </Alert>
    );
  if (quote.status === 'declined')
    return (
      <Alert severity="info">
        Avböjd {quote.answeredAt ? formatDateTime(quote.answeredAt) : ''}
        {quote.declineReason ? `: ${quote.declineReason}` : '.'}
      </Alert>
    );
  return null;
}

function QuoteView({
  token,
  quote,
  onAnswered,
}: {
  token: string;
  quote: PublicQuote;
  onAnswered(text: string): void;
}) {
  const optional = quote.items.filter((item) => item.optional);
  const [chosen, setChosen] = useState<Set<string>>(() => new Set(quote.approval?.itemIds ?? []));
  const totals = quoteTotals(quote.items, chosen, vatRateOf(quote.vatTreatment));
  const isOpen = quote.status === 'sent' || quote.status === 'viewed';
  const total = formatOre(totals.totalOre);
  return (
    <>
      <Stack gap={0.5}>
        <Heading level={2}>
          {quote.kind === 'extra' ? 'Tilläggsarbete, offert' : 'Offert'} {quote.number}
          {quote.version > 1 ? `, version ${quote.version}` : ''}
        </Heading>
        <Text tone="muted">Till {quote.customerName}</Text>
      </Stack>
      <Card>
        <FactList
          facts={[
            ...(quote.machine ? [['Maskin', quote.machine] as [string, string]] : []),
            ['Giltig till', formatDate(quote.validUntil)],
            ...(quote.maxAmount !== null ? [['Takpris', formatKronor(quote.maxAmount)] as [string, string]] : []),
          ]}
        />
        <Text>{quote.priceTypeText}</Text>
      </Card>
      <Card title="Det här ingår">
        <FactList
          facts={quote.items.filter((item) => !item.optional).map((item) => [item.description, lineAmount(item)])}
        />
      </Card>
      {optional.length > 0 && (
        <Card title="Tillval">
          <Text size="small" tone="muted">
            Kryssa i det du vill ha med. Priserna är exklusive moms.
          </Text>
          {optional.map((item) => (
            <OptionLine
              key={item.id}
              label={item.description}
              detail={lineAmount(item)}
              amount={formatKronor(item.quantity * item.price)}
              checked={chosen.has(item.id)}
              disabled={!isOpen}
              onChange={(checked) =>
                setChosen((before) => {
                  const next = new Set(before);
                  if (checked) next.add(item.id);
                  else next.delete(item.id);
                  return next;
                })
              }
            />
          ))}
        </Card>
      )}
      <Card>
        <SumTable
          label="Summa"
          rows={[
            { label: 'Netto', value: formatOre(totals.netOre) },
            { label: 'Moms', value: formatOre(totals.vatOre) },
            { label: 'Att betala', value: total, isTotal: true },
          ]}
        />
      </Card>
      {quote.terms && (
        <Card title="Villkor">
          <Text>{quote.terms}</Text>
        </Card>
      )}
      <Answered quote={quote} />
      {isOpen && (
        <Card title="Ditt svar">
          <Stack gap={3}>
            <AcceptForm token={token} itemIds={[...chosen]} total={total} onAnswered={onAnswered} />
            <DeclineForm token={token} onAnswered={onAnswered} />
          </Stack>
        </Card>
      )}
    </>
  );
}

/**
 * The customer's link `/q/{token}` (QUOTES.md decision 4): outside the app's shell, no account, not
 * indexed; the workshop's name first, then the quote, the choices and the answer. An expired,
 * withdrawn or superseded link says so in the server's words (410), an answered one what was answered.
 */
export default function QuoteLinkPage() {
  const { token = '' } = useParams();
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [answer, setAnswer] = useState<string | null>(null);
  const [reload, setReload] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    fetchPublicQuote(token, controller.signal)
      .then((quote) => setState({ kind: 'quote', quote }))
      .catch((caught: unknown) => {
        if (controller.signal.aborted) return;
        const status = caught instanceof ApiError ? caught.status : 0;
        setState({ kind: 'closed', status, message: caught instanceof Error ? caught.message : 'Något gick fel.' });
      });
    return () => controller.abort();
  }, [token, reload]);
  const workshop = state.kind === 'quote' ? state.quote.workshop : null;
  const contact = workshop ? [workshop.phone, workshop.email, workshop.address].filter(Boolean).join(' · ') : '';
  return (
    <LinkPage
      sender={
        <>
          <meta name="robots" content="noindex, nofollow" />
          <title>{workshop ? `Offert från ${workshop.name}` : 'Offert'}</title>
          <h1>{workshop?.name ?? 'Offert'}</h1>
          {contact && <Text size="small">{contact}</Text>}
          {workshop?.orgNumber && (
            <Text size="small" tone="muted">
              Org.nr {workshop.orgNumber}
            </Text>
          )}
        </>
      }
    >
      {state.kind === 'loading' && <PageSpinner label="Hämtar offerten" />}
      {state.kind === 'closed' && (
        <Alert severity={state.status === 410 ? 'warning' : 'error'}>
          {state.status === 404 ? 'Länken är okänd eller har gått ut. Kontakta verkstaden.' : state.message}
        </Alert>
      )}
      {answer && <Alert severity="success">{answer}</Alert>}
      {state.kind === 'quote' && (
        <QuoteView
          key={reload}
          token={token}
          quote={state.quote}
          onAnswered={(text) => {
            setAnswer(text);
            setReload((count) => count + 1);
          }}
        />
      )}
    </LinkPage>
  );
}
