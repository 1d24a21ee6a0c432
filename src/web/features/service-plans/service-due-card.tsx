import Add from '@mui/icons-material/Add';
import { Alert, Box, Button, Link, List, ListItem, Skeleton, Stack, Typography } from '@mui/material';
import { Link as RouterLink, useNavigate } from 'react-router';
import { dateAndMeter } from '../../../shared/service-plans';
import { SectionCard } from '../../components/section-card';
import { ServiceStatusChip } from '../../components/status-chip';
import { useServiceDueSummary } from './api/list-service-due';
import { PhoneLink } from './service-due-list';
import { workOrderFor } from './work-order-link';

function Count({ value, label, tone }: { value: number; label: string; tone: 'error.main' | 'warning.main' }) {
  return (
    <Box>
      <Typography sx={{ fontSize: '1.8rem', fontWeight: 700, fontVariantNumeric: 'tabular-nums', color: value > 0 ? tone : 'text.primary' }}>
        {value.toLocaleString('sv-SE')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
    </Box>
  );
}

/** The dashboard's 'Service att boka': how many are overdue and due soon, the five most urgent, one click to a work order. */
export default function ServiceDueCard() {
  const navigate = useNavigate();
  const { data, error } = useServiceDueSummary();
  return (
    <SectionCard
      title="Service att boka"
      action={
        <Button component={RouterLink} to="/service-due" size="small">
          Visa alla
        </Button>
      }
    >
      {error && <Alert severity="error">{error.message}</Alert>}
      {!data && !error && <Skeleton variant="rounded" height={150} />}
      {data && (
        <>
          <Stack direction="row" spacing={4} sx={{ mb: 1 }}>
            <Count value={data.overdue} label="Försenade" tone="error.main" />
            <Count value={data.dueSoon} label="Snart dags" tone="warning.main" />
          </Stack>
          {data.urgent.length === 0 ? (
            <Typography color="text.secondary">Ingen service att boka de närmaste 30 dagarna.</Typography>
          ) : (
            <List disablePadding aria-label="Mest brådskande service">
              {data.urgent.map((item) => (
                <ListItem key={item.interval.id} divider disableGutters sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
                  <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
                    <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                      <ServiceStatusChip status={item.interval.status} />
                      <Link component={RouterLink} to={`/machines/${item.machine.id}`} sx={{ fontWeight: 600 }}>
                        {[item.machine.make, item.machine.model].filter(Boolean).join(' ')}
                      </Link>
                      <Typography component="span">{item.interval.name}</Typography>
                    </Box>
                    <Typography variant="body2" color="text.secondary">
                      {item.customer.name} · {dateAndMeter(item.interval.nextDueDate, item.interval.nextDueMeter, item.machine.meterUnit)}
                    </Typography>
                    <PhoneLink phone={item.customer.phone} />
                  </Box>
                  <Button
                    variant="outlined"
                    startIcon={<Add />}
                    aria-label={`Skapa arbetsorder för ${item.interval.name} på ${item.machine.make}`}
                    onClick={() => void navigate(workOrderFor(item.machine.id, item.interval.id))}
                  >
                    Skapa arbetsorder
                  </Button>
                </ListItem>
              ))}
            </List>
          )}
        </>
      )}
    </SectionCard>
  );
}
