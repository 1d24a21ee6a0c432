import { useState } from 'react';
import { useNavigate } from 'react-router';
import { formatDateTime } from '../../../shared/dates';
import type { WorkOrder } from '../../../shared/work-orders';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { NoticeSnackbar, type Notice } from '../../ui/feedback';
import { islandOf } from '../../ui/island';
import { RecordList, RecordRow, RowLink } from '../../ui/row-list';
import { Stack } from '../../ui/stack';
import { QuoteStatusChip } from '../../ui/status-chip';
import { Heading, Text } from '../../ui/text';
import { formatKronor } from '../../lib/format';
import { useMay } from '../../session/role';
import { useContactAttempts, useQuotesOfWorkOrder } from './api/work-order-quotes';
import { ApprovedAmount } from './approved-amount';

const QuoteDialog = islandOf(() => import('./quote-dialog').then((module) => module.QuoteDialog));
const ContactAttemptDialog = islandOf(() =>
  import('./contact-attempt-dialog').then((module) => module.ContactAttemptDialog),
);

const CHANNEL_LABELS = { phone: 'Telefon', sms: 'Sms', email: 'E-post', 'in-person': 'På plats' } as const;

/**
 * On a work order's page: *Föreslå tilläggsarbete* (an `extra` quote), *Kunden gick inte att nå* with
 * the attempts, the job's quotes and, once quote-job gives it, the approved amount and what is used.
 */
export default function QuotesOfWorkOrder({ workOrder }: { workOrder: WorkOrder }) {
  const navigate = useNavigate();
  const quotes = useQuotesOfWorkOrder(workOrder.id);
  const attempts = useContactAttempts(workOrder.id);
  const [open, setOpen] = useState<'extra' | 'attempt' | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  // Recording an attempt to reach the customer is the office's (QUOTES.md, API contract).
  const mayRecord = useMay('office');
  return (
    <Card title="Offerter och tilläggsarbete" icon="assignment">
      <Stack gap={2}>
        <ApprovedAmount job={workOrder} />
        {quotes.data && quotes.data.items.length > 0 && (
          <RecordList label="Offerter för jobbet">
            {quotes.data.items.map((quote) => (
              <RecordRow key={quote.id}>
                <RowLink to={`/quotes/${quote.id}`} isStrong>
                  {`${quote.kind === 'extra' ? 'Tilläggsarbete' : 'Offert'} ${quote.number} · ${formatKronor(quote.total)}`}
                </RowLink>
                <QuoteStatusChip status={quote.status} />
              </RecordRow>
            ))}
          </RecordList>
        )}
        {!workOrder.customerId && (
          <Alert severity="info">Koppla jobbet till en kund för att föreslå tilläggsarbete.</Alert>
        )}
        <Stack direction="row-wide" gap={1}>
          <Button icon="add" disabled={!workOrder.customerId} onClick={() => setOpen('extra')}>
            Föreslå tilläggsarbete
          </Button>
          {mayRecord && (
            <Button icon="phone" onClick={() => setOpen('attempt')}>
              Kunden gick inte att nå
            </Button>
          )}
        </Stack>
        {attempts.data && attempts.data.length > 0 && (
          <>
            <Heading level={3}>Försök att nå kunden</Heading>
            <RecordList label="Försök att nå kunden">
              {attempts.data.map((attempt) => (
                <RecordRow key={attempt.id}>
                  <Text as="span">
                    {formatDateTime(attempt.at)} · {CHANNEL_LABELS[attempt.channel]}
                  </Text>
                  {attempt.note && (
                    <Text as="span" tone="muted" size="small">
                      {attempt.note}
                    </Text>
                  )}
                </RecordRow>
              ))}
            </RecordList>
          </>
        )}
      </Stack>
      {open === 'extra' && workOrder.customerId && (
        <QuoteDialog
          quote={null}
          extraWorkOf={{
            workOrderId: workOrder.id,
            customerId: workOrder.customerId,
            customerName: workOrder.customerName ?? 'kunden',
            machineId: workOrder.machineId,
          }}
          onClose={() => setOpen(null)}
          onSaved={(saved) => void navigate(`/quotes/${saved.id}`)}
        />
      )}
      {open === 'attempt' && (
        <ContactAttemptDialog
          workOrderId={workOrder.id}
          onClose={() => setOpen(null)}
          onSaved={() => {
            setOpen(null);
            setNotice({ severity: 'success', text: 'Försöket är registrerat.' });
          }}
        />
      )}
      <NoticeSnackbar notice={notice} onClose={() => setNotice(null)} />
    </Card>
  );
}
