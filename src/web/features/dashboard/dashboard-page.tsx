import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { LinkButton } from '../../ui/button';
import { Skeleton } from '../../ui/skeleton';
import { EmptyState } from '../../ui/empty-state';
import { Card } from '../../ui/card';
import { InvoiceStatusChip, WorkOrderStatusChip } from '../../ui/status-chip';
import { formatKronor } from '../../lib/format';
import { readKnownUser } from '../../lib/token-storage';
import { useSession } from '../../session/session-context';
import { useDashboardSummary } from './api/dashboard-summary';
import { greetingFor } from './greeting';
import { GettingStartedCard } from './getting-started-card';
import { Alert } from '../../ui/alert';
import { RowList, RowMain, RowPrimary, RowSecondary } from '../../ui/row-list';
import { CardPair, Greeting, StatCard, StatGrid } from '../../ui/stat-card';
import { Stack } from '../../ui/stack';

function Section({ title, to, children }: { title: string; to: string; children: ReactNode }) {
  return (
    <Card
      title={title}
      action={
        <LinkButton to={to} variant="text">
          Visa alla
        </LinkButton>
      }
    >
      {children}
    </Card>
  );
}

interface Props {
  /** Cards of other features, shown after the figures (composed by the app). */
  cards?: ReactNode;
  /** Another feature's card above the figures: Stämpla in / ut (composed by the app). */
  top?: ReactNode;
}

/**
 * The first screen after login, drawn with the shell's CSS and no MUI, so that a phone shows it
 * without loading and running MUI and Emotion first (docs/performance/2026-11-23-sessions-6-7.md).
 */
export default function DashboardPage({ cards, top }: Props) {
  const { session, user: checkedUser } = useSession();
  // While the stored token is checked, the name it was stored with (lib/token-storage.ts).
  const user = checkedUser ?? (session.status === 'checking' ? readKnownUser() : null);
  const navigate = useNavigate();
  const { data, isError, error } = useDashboardSummary();
  const greeting = greetingFor(new Date().getHours());

  return (
    <Stack gap={3}>
      <Greeting title={`${greeting}${user ? `, ${user.name}` : ''}!`} subtitle={user?.companyName} />
      {/* First: on day one the next steps are what the page is for. It holds its place while it loads. */}
      <GettingStartedCard workOrderTotal={data?.workOrderTotal} />
      {top}
      {isError && <Alert severity="error">{error.message}</Alert>}
      <StatGrid>
        <StatCard label="Totalt antal arbetsordrar" value={data?.workOrderTotal} icon="assignment" />
        <StatCard label="Väntande arbetsordrar" value={data?.pendingWorkOrders} icon="hourglassEmpty" />
        <StatCard label="Totalt antal fakturor" value={data?.invoiceTotal} icon="receiptLong" />
        <StatCard label="Betalda fakturor" value={data?.paidInvoices} icon="checkCircleOutline" />
      </StatGrid>
      {cards && <CardPair>{cards}</CardPair>}
      <CardPair>
        <Section title="Senaste arbetsordrar" to="/WorkOrders">
          {!data && <Skeleton height={150} />}
          {data && data.latestWorkOrders.length === 0 && (
            <EmptyState
              icon="assignment"
              text="Du har inga arbetsordrar ännu."
              actionLabel="Skapa din första arbetsorder"
              onAction={() => void navigate('/WorkOrders')}
            />
          )}
          {data && data.latestWorkOrders.length > 0 && (
            <RowList>
              {data.latestWorkOrders.map((workOrder) => (
                <li key={workOrder.id}>
                  <RowMain>
                    <RowPrimary>{`${workOrder.workOrderNumber} · ${workOrder.title}`}</RowPrimary>
                    {workOrder.description && <RowSecondary>{workOrder.description}</RowSecondary>}
                  </RowMain>
                  <WorkOrderStatusChip status={workOrder.status} />
                </li>
              ))}
            </RowList>
          )}
        </Section>
        <Section title="Senaste fakturor" to="/invoices">
          {!data && <Skeleton height={150} />}
          {data && data.latestInvoices.length === 0 && (
            <EmptyState
              icon="receiptLong"
              text="Du har inga fakturor ännu."
              actionLabel="Skapa din första faktura"
              onAction={() => void navigate('/invoices')}
            />
          )}
          {data && data.latestInvoices.length > 0 && (
            <RowList>
              {data.latestInvoices.map((invoice) => (
                <li key={invoice.id}>
                  <RowMain>
                    <RowPrimary>{`${invoice.invoiceNumber} · ${invoice.customerName}`}</RowPrimary>
                    <RowSecondary>
                      {Number.isFinite(invoice.amountToPay) ? formatKronor(invoice.amountToPay) : 'Belopp ej angivet'}
                    </RowSecondary>
                  </RowMain>
                  <InvoiceStatusChip invoice={invoice} />
                </li>
              ))}
            </RowList>
          )}
        </Section>
      </CardPair>
    </Stack>
  );
}
