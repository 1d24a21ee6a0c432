import Assignment from '@mui/icons-material/Assignment';
import CheckCircle from '@mui/icons-material/CheckCircleOutline';
import HourglassEmpty from '@mui/icons-material/HourglassEmpty';
import ReceiptLong from '@mui/icons-material/ReceiptLong';
import { Alert, Box, Button, Card, CardContent, List, ListItem, ListItemText, Skeleton, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { WorkOrderStatusChip, InvoiceStatusChip } from '../../components/status-chip';
import { EmptyState } from '../../components/empty-state';
import { formatKronor } from '../../lib/format';
import { SectionCard } from '../../components/section-card';
import { useSession } from '../../session/session-context';
import { useDashboardSummary } from './api/dashboard-summary';
import { greetingFor } from './greeting';

function StatCard({ label, value, icon }: { label: string; value: number | undefined; icon: ReactNode }) {
  return (
    <Card variant="outlined">
      <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
        <Box sx={{ color: 'primary.main', '& svg': { fontSize: 36 } }}>{icon}</Box>
        <Box>
          <Typography variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography sx={{ fontSize: '1.8rem', fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
            {value === undefined ? <Skeleton width={48} /> : value.toLocaleString('sv-SE')}
          </Typography>
        </Box>
      </CardContent>
    </Card>
  );
}

function Section({ title, to, children }: { title: string; to: string; children: ReactNode }) {
  return (
    <SectionCard
      title={title}
      action={
        <Button component={RouterLink} to={to} size="small">
          Visa alla
        </Button>
      }
    >
      {children}
    </SectionCard>
  );
}

interface Props {
  /** Cards of other features, shown after the figures (composed by the app). */
  cards?: ReactNode;
}

export default function DashboardPage({ cards }: Props) {
  const { user } = useSession();
  const navigate = useNavigate();
  const { data, isError, error } = useDashboardSummary();
  const greeting = greetingFor(new Date().getHours());

  return (
    <Stack spacing={3}>
      <Box>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.2rem' } }}>
          {greeting}
          {user ? `, ${user.name}` : ''}!
        </Typography>
        {user?.companyName && <Typography color="text.secondary">{user.companyName}</Typography>}
      </Box>
      {isError && <Alert severity="error">{error.message}</Alert>}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', lg: 'repeat(4, 1fr)' } }}>
        <StatCard label="Totalt antal arbetsordrar" value={data?.workOrderTotal} icon={<Assignment />} />
        <StatCard label="Väntande arbetsordrar" value={data?.pendingWorkOrders} icon={<HourglassEmpty />} />
        <StatCard label="Totalt antal fakturor" value={data?.invoiceTotal} icon={<ReceiptLong />} />
        <StatCard label="Betalda fakturor" value={data?.paidInvoices} icon={<CheckCircle />} />
      </Box>
      {cards && <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { md: '1fr 1fr' }, alignItems: 'start' }}>{cards}</Box>}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { md: '1fr 1fr' } }}>
        <Section title="Senaste arbetsordrar" to="/WorkOrders">
          {!data && <Skeleton variant="rounded" height={150} />}
          {data && data.latestWorkOrders.length === 0 && (
            <EmptyState
              icon={<Assignment />}
              text="Du har inga arbetsordrar ännu."
              actionLabel="Skapa din första arbetsorder"
              onAction={() => navigate('/WorkOrders')}
            />
          )}
          {data && data.latestWorkOrders.length > 0 && (
            <List disablePadding>
              {data.latestWorkOrders.map((workOrder) => (
                <ListItem key={workOrder.id} divider secondaryAction={<WorkOrderStatusChip status={workOrder.status} />} sx={{ pr: 14 }}>
                  <ListItemText
                    primary={`${workOrder.workOrderNumber} · ${workOrder.title}`}
                    secondary={workOrder.description || undefined}
                    slotProps={{ secondary: { noWrap: true } }}
                  />
                </ListItem>
              ))}
            </List>
          )}
        </Section>
        <Section title="Senaste fakturor" to="/invoices">
          {!data && <Skeleton variant="rounded" height={150} />}
          {data && data.latestInvoices.length === 0 && (
            <EmptyState
              icon={<ReceiptLong />}
              text="Du har inga fakturor ännu."
              actionLabel="Skapa din första faktura"
              onAction={() => navigate('/invoices')}
            />
          )}
          {data && data.latestInvoices.length > 0 && (
            <List disablePadding>
              {data.latestInvoices.map((invoice) => (
                <ListItem key={invoice.id} divider secondaryAction={<InvoiceStatusChip status={invoice.status} />} sx={{ pr: 14 }}>
                  <ListItemText
                    primary={`${invoice.invoiceNumber} · ${invoice.customerName}`}
                    secondary={Number.isFinite(invoice.total) ? formatKronor(invoice.total) : 'Belopp ej angivet'}
                  />
                </ListItem>
              ))}
            </List>
          )}
        </Section>
      </Box>
    </Stack>
  );
}
