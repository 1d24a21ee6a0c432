import type { PortalInvoice } from '../../../shared/customer-portal';
import { formatDate } from '../../../shared/dates';
import { formatKronor } from '../../../shared/money';
import { LinkButton } from '../../ui/button';
import { Card } from '../../ui/card';
import { RowEnd, RowLine, RowList, RowMain, RowPrimary, RowSecondary } from '../../ui/row-list';
import { Chip, type Tone } from '../../ui/status-chip';
import { Text } from '../../ui/text';
import { portalInvoicePdfUrl } from './api/public-portal';

/** Paid or not, in the customer's words: they have nothing "waiting", they have something to pay. */
const statusLooks: Record<string, { label: string; tone: Tone }> = {
  paid: { label: 'Betald', tone: 'success' },
  pending: { label: 'Obetald', tone: 'warning' },
  overdue: { label: 'Förfallen', tone: 'error' },
};

function Invoice({ token, invoice }: { token: string; invoice: PortalInvoice }) {
  const look = statusLooks[invoice.status] ?? statusLooks.pending!;
  const isPaid = invoice.status === 'paid';
  return (
    <li>
      <RowMain>
        <RowPrimary as="strong">Faktura {invoice.invoiceNumber}</RowPrimary>
        <RowSecondary>Fakturadatum {formatDate(invoice.date)}</RowSecondary>
        <RowLine hasSpaceAbove>
          <Chip label={look.label} tone={look.tone} isFilled={invoice.status === 'overdue'} />
          {!isPaid && (
            <Text as="span" size="small">
              Förfaller {formatDate(invoice.dueDate)}
            </Text>
          )}
        </RowLine>
        <Text size="small">
          OCR{' '}
          <Text as="span" isNumeric isStrong>
            {invoice.ocr}
          </Text>
        </Text>
        <LinkButton href={portalInvoicePdfUrl(token, invoice.id)} variant="text" icon="pictureAsPdfOutlined">
          Faktura {invoice.invoiceNumber} (PDF)
        </LinkButton>
      </RowMain>
      <RowEnd isNumeric isNowrap>
        {/* The rounded sum the PDF asks for: the total's öre beside it read as a debt the customer did not have. */}
        <Text as="span" isStrong isNumeric>
          {formatKronor(invoice.amountToPay)}
        </Text>
        {!isPaid && invoice.balance !== invoice.amountToPay && (
          <Text size="small" tone="muted">
            Kvar att betala {formatKronor(invoice.balance)}
          </Text>
        )}
      </RowEnd>
    </li>
  );
}

/** The customer's invoices: every unpaid one first, then the latest paid (QUOTES.md decision 9). */
export function PortalInvoices({
  token,
  invoices,
  bankgiro,
}: {
  token: string;
  invoices: PortalInvoice[];
  bankgiro: string | null;
}) {
  const hasUnpaid = invoices.some((invoice) => invoice.status !== 'paid');
  return (
    <Card title="Fakturor" icon="receiptLong" isEmpty={invoices.length === 0} emptyText="Inga fakturor.">
      {hasUnpaid && bankgiro && (
        <Text size="small">
          Betala till bankgiro{' '}
          <Text as="span" isStrong isNumeric>
            {bankgiro}
          </Text>{' '}
          och ange OCR-numret.
        </Text>
      )}
      <RowList label="Fakturor">
        {invoices.map((invoice) => (
          <Invoice key={invoice.id} token={token} invoice={invoice} />
        ))}
      </RowList>
    </Card>
  );
}
