import { useState, type ReactNode } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { formatDateTime } from '../../../shared/dates';
import { PRICE_TYPE_LABELS } from '../../../shared/quote-texts';
import type { Quote } from '../../../shared/quote-shapes';
import { Alert } from '../../ui/alert';
import { BackLink } from '../../ui/back-link';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { DetailGrid } from '../../ui/detail-grid';
import { DetailItem } from '../../ui/detail-item';
import { ConfirmDialog, NoticeSnackbar, type Notice } from '../../ui/feedback';
import { ConfirmDelete } from '../../ui/confirm-delete';
import { Menu } from '../../ui/menu';
import { PageColumns } from '../../ui/page-columns';
import { PageHeader } from '../../ui/page-header';
import { RowLink } from '../../ui/row-list';
import { Skeleton } from '../../ui/skeleton';
import { Stack } from '../../ui/stack';
import { QuoteStatusChip } from '../../ui/status-chip';
import { Text } from '../../ui/text';
import { formatDate, formatKronor } from '../../lib/format';
import { useMay } from '../../session/role';
import { useQuote } from './api/get-quote';
import { deleteQuote, downloadQuotePdf, useWithdrawQuote } from './api/quote-actions';
import { ApprovalDialog } from './approval-dialog';
import { ApprovalEvidence, QuoteLines } from './quote-cards';
import { QuoteDialog } from './quote-dialog';
import { QuoteVersions } from './quote-versions';
import { SendQuoteDialog } from './send-quote-dialog';

type Open = 'edit' | 'send' | 'approve' | 'withdraw' | 'delete' | null;

const isOut = (quote: Quote) => quote.status === 'sent' || quote.status === 'viewed' || quote.status === 'expired';

/** A quote's page (/quotes/{id}): status, versions, when it was sent, opened and answered, the evidence, and the office's actions. */
export default function QuotePage({
  files,
}: {
  /** Bilder och filer (FIELD.md decision 1), composed by the app shell; attaching is for those who may write. */
  files?: (quote: Quote, mayWrite: boolean) => ReactNode;
}) {
  const { id = '' } = useParams();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const mayWrite = useMay('office');
  const asked = Number(searchParams.get('version'));
  const newest = useQuote(id, null);
  const version = Number.isInteger(asked) && asked > 0 && asked !== newest.data?.version ? asked : null;
  const shown = useQuote(id, version);
  const quote = version === null ? newest.data : shown.data;
  const error = newest.error ?? shown.error;
  const [open, setOpen] = useState<Open>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const withdraw = useWithdrawQuote();
  const done = (text: string) => {
    setOpen(null);
    setNotice({ severity: 'success', text });
  };
  const isNewest = quote !== undefined && quote.version === newest.data?.version;
  const canEdit = quote && isNewest && (quote.status === 'draft' || isOut(quote));
  const download = () =>
    quote &&
    downloadQuotePdf(quote, version).catch((caught: Error) => setNotice({ severity: 'error', text: caught.message }));
  const more = [
    { label: 'Hämta PDF', onSelect: () => void download() },
    ...(mayWrite && quote && isNewest && (quote.status === 'draft' || isOut(quote))
      ? [{ label: 'Registrera godkännande', onSelect: () => setOpen('approve') }]
      : []),
    ...(mayWrite && quote && isNewest && isOut(quote)
      ? [{ label: 'Återkalla', onSelect: () => setOpen('withdraw') }]
      : []),
    ...(mayWrite && quote?.status === 'draft' ? [{ label: 'Ta bort utkast', onSelect: () => setOpen('delete') }] : []),
  ];
  return (
    <>
      <BackLink to="/quotes">Offerter</BackLink>
      {error && <Alert severity="error">{error.message}</Alert>}
      {!quote && !error && <Skeleton height={200} />}
      {quote && (
        <>
          <PageHeader
            title={`${quote.kind === 'extra' ? 'Tilläggsarbete, offert' : 'Offert'} ${quote.number}`}
            subtitle={quote.customerName}
            actions={
              <>
                {mayWrite && canEdit && (
                  <Button icon="editOutlined" onClick={() => setOpen('edit')}>
                    Ändra
                  </Button>
                )}
                {mayWrite && isNewest && (quote.status === 'draft' || isOut(quote)) && (
                  <Button variant="primary" icon="email" onClick={() => setOpen('send')}>
                    Skicka
                  </Button>
                )}
                <Menu label="Fler åtgärder" icon="moreVert" items={more} />
              </>
            }
          />
          <QuoteVersions newest={newest.data?.version ?? quote.version} shown={quote.version} />
          <PageColumns columns="3fr 2fr">
            <Stack gap={3}>
              <Card>
                <Stack gap={2}>
                  <div>
                    <QuoteStatusChip status={quote.status} />
                  </div>
                  <DetailGrid>
                    <DetailItem label="Kund" value={quote.customerName} />
                    <DetailItem label="Pristyp" value={PRICE_TYPE_LABELS[quote.priceType]} />
                    <DetailItem
                      label="Takpris"
                      value={quote.maxAmount === null ? null : formatKronor(quote.maxAmount)}
                    />
                    <DetailItem label="Giltig till" value={formatDate(quote.validUntil)} />
                    <DetailItem label="Totalt" value={formatKronor(quote.total)} />
                    <DetailItem label="Version" value={quote.version} />
                    <DetailItem label="Skickad" value={quote.sentAt ? formatDateTime(quote.sentAt) : 'Inte skickad'} />
                    <DetailItem
                      label="Öppnad"
                      value={quote.viewedAt ? formatDateTime(quote.viewedAt) : 'Inte öppnad'}
                    />
                    <DetailItem
                      label="Besvarad"
                      value={quote.answeredAt ? formatDateTime(quote.answeredAt) : 'Inte besvarad'}
                    />
                    <DetailItem label="Konsument" value={quote.consumer ? 'Ja' : 'Nej (företag)'} />
                  </DetailGrid>
                  {quote.declineReason && <DetailItem label="Kundens skäl att avböja" value={quote.declineReason} />}
                  {quote.terms && <DetailItem label="Villkor" value={quote.terms} />}
                  {quote.workOrderId && (
                    <Text>
                      <RowLink to={`/WorkOrders/${quote.workOrderId}`}>Till arbetsordern</RowLink>
                    </Text>
                  )}
                </Stack>
              </Card>
              <QuoteLines quote={quote} />
            </Stack>
            <Stack gap={3}>
              <ApprovalEvidence quote={quote} />
              {files?.(quote, mayWrite)}
            </Stack>
          </PageColumns>
          {open === 'edit' && (
            <QuoteDialog quote={quote} onClose={() => setOpen(null)} onSaved={(_saved, text) => done(text)} />
          )}
          {open === 'send' && <SendQuoteDialog quote={quote} onClose={() => setOpen(null)} onSent={done} />}
          {open === 'approve' && <ApprovalDialog quote={quote} onClose={() => setOpen(null)} onSaved={done} />}
          <ConfirmDialog
            open={open === 'withdraw'}
            title={`Återkalla offert ${quote.number}?`}
            text="Kundens länk säger sedan att verkstaden har återkallat offerten. Det går inte att ångra."
            confirmLabel="Återkalla"
            isWorking={withdraw.isPending}
            onConfirm={() =>
              withdraw.mutate(quote.id, {
                onSuccess: () => done(`Offert ${quote.number} är återkallad.`),
                onError: (caught) => {
                  setOpen(null);
                  setNotice({ severity: 'error', text: caught.message });
                },
              })
            }
            onClose={() => setOpen(null)}
          />
          {open === 'delete' && (
            <ConfirmDelete
              title={`Ta bort utkastet till offert ${quote.number}?`}
              text="Utkastet tas bort. Numret används inte igen."
              run={() => deleteQuote(quote.id)}
              successText="Utkastet är borttaget."
              failureText="Kunde inte ta bort utkastet."
              onDone={(result) => {
                setOpen(null);
                if (result?.severity === 'success') void navigate('/quotes', { replace: true });
                else setNotice(result);
              }}
            />
          )}
        </>
      )}
      <NoticeSnackbar notice={notice} onClose={() => setNotice(null)} />
    </>
  );
}
