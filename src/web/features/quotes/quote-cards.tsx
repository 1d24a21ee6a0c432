import { formatDateTime } from '../../../shared/dates';
import { INVOICE_UNIT_LABELS } from '../../../shared/invoice-units';
import { formatQuantity } from '../../../shared/labels';
import type { Quote } from '../../../shared/quote-shapes';
import { Card } from '../../ui/card';
import { DetailGrid } from '../../ui/detail-grid';
import { DetailItem } from '../../ui/detail-item';
import { FigureLine, RecordList, RecordRow, RowPrimary } from '../../ui/row-list';
import { SumTable } from '../../ui/sum-table';
import { Text } from '../../ui/text';
import { formatKronor } from '../../lib/format';

const CHANNEL_LABELS = { link: 'Kundens länk', phone: 'Per telefon', 'in-person': 'På plats' } as const;

/** What the sums count: before an answer the fixed lines, after an approval what was accepted (toQuote). */
function totalLabel(quote: Quote): string {
  if (!quote.items.some((item) => item.optional)) return 'Totalt';
  return quote.approval && quote.approval.itemIds.length > 0 ? 'Totalt med valda tillval' : 'Totalt utan tillval';
}

/** The quote's lines, optional ones marked *Tillval*, its sums: of the fixed lines, or of what was accepted. */
export function QuoteLines({ quote }: { quote: Quote }) {
  return (
    <Card title="Offertrader">
      <RecordList label="Offertrader" hasSpaceBelow>
        {quote.items.map((item) => (
          <RecordRow key={item.id}>
            <RowPrimary>
              {item.description}
              {item.optional ? ' (Tillval)' : ''}
            </RowPrimary>
            <FigureLine>
              <Text as="span" tone="muted" isNumeric>
                {formatQuantity(item.quantity, item.unit ? INVOICE_UNIT_LABELS[item.unit] : undefined)} ×{' '}
                {formatKronor(item.price)}
              </Text>
              <Text as="span" isNumeric isStrong>
                {formatKronor(item.quantity * item.price)}
              </Text>
            </FigureLine>
          </RecordRow>
        ))}
      </RecordList>
      <SumTable
        label="Summor"
        rows={[
          { label: 'Netto', value: formatKronor(quote.totalExVat) },
          { label: 'Moms', value: formatKronor(quote.vat) },
          {
            label: totalLabel(quote),
            value: formatKronor(quote.total),
            isTotal: true,
          },
        ]}
      />
    </Card>
  );
}

/** What proves the customer's yes (QUOTES.md decision 5): who, when, how, signed, and the content's hash. */
export function ApprovalEvidence({ quote }: { quote: Quote }) {
  const approval = quote.approval;
  if (!approval) return null;
  const chosen = quote.items.filter((item) => approval.itemIds.includes(item.id));
  return (
    <Card title="Godkännande" icon="checkCircleOutline">
      <DetailGrid>
        <DetailItem label="Godkänd av" value={approval.name} />
        <DetailItem label="Tid" value={formatDateTime(approval.at)} />
        <DetailItem label="Kanal" value={CHANNEL_LABELS[approval.channel]} />
        <DetailItem label="Signerad" value={approval.signed ? 'Ja, med signatur' : 'Nej'} />
        <DetailItem label="Godkänt belopp" value={formatKronor(approval.acceptedTotal)} />
        <DetailItem label="Version" value={approval.version} />
        <DetailItem
          label="Valda tillval"
          value={chosen.length > 0 ? chosen.map((item) => item.description).join(', ') : 'Inga'}
        />
        <DetailItem label="IP-adress" value={approval.ip} />
        <DetailItem label="Anteckning" value={approval.note} />
      </DetailGrid>
      <DetailItem label="Kontrollsumma (SHA-256)" value={approval.contentHash} isWideOnPhone />
      <DetailItem label="Webbläsare" value={approval.userAgent} isWideOnPhone />
    </Card>
  );
}
