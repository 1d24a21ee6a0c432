import Add from '@mui/icons-material/Add';
import { Box, Button, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink, useNavigate } from 'react-router';
import { dateAndMeter, type ServiceDueItem } from '../../../shared/service-plans';
import { ResponsiveList, type Column } from '../../components/responsive-list';
import { ServiceStatusChip } from '../../components/status-chip';
import { VehicleIcon } from '../../components/vehicle-icon';
import { PhoneLink } from './phone-link';
import { workOrderFor } from './work-order-link';

type Row = ServiceDueItem & { id: string };

const machineName = ({ machine }: ServiceDueItem) => [machine.make, machine.model].filter(Boolean).join(' ');
const machineIdentifier = ({ machine }: ServiceDueItem) => machine.registrationNumber ?? machine.unitNumber ?? machine.serialNumber;

function MachineLink({ item }: { item: ServiceDueItem }) {
  return (
    <Stack direction="row" spacing={1} alignItems="center">
      <VehicleIcon category={item.machine.category} size={20} />
      <Link component={RouterLink} to={`/machines/${item.machine.id}`} sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {[machineName(item), machineIdentifier(item)].filter(Boolean).join(' · ')}
      </Link>
    </Stack>
  );
}

const due = ({ interval, machine }: ServiceDueItem) => dateAndMeter(interval.nextDueDate, interval.nextDueMeter, machine.meterUnit);

function BookButton({ item }: { item: ServiceDueItem }) {
  const navigate = useNavigate();
  return (
    <Button
      variant="outlined"
      startIcon={<Add />}
      aria-label={`Skapa arbetsorder för ${item.interval.name} på ${machineName(item)}`}
      onClick={() => void navigate(workOrderFor(item.machine.id, item.interval.id))}
      sx={{ whiteSpace: 'nowrap' }}
    >
      Skapa arbetsorder
    </Button>
  );
}

const columns: Array<Column<Row>> = [
  { header: 'Status', cell: (item) => <ServiceStatusChip status={item.interval.status} /> },
  { header: 'Maskin', cell: (item) => <MachineLink item={item} /> },
  { header: 'Service', cell: (item) => item.interval.name },
  { header: 'Nästa service', cell: due, className: 'nowrap' },
  {
    header: 'Kund',
    cell: (item) => (
      <>
        <Link component={RouterLink} to={`/customers/${item.customer.id}`}>
          {item.customer.name}
        </Link>
        <br />
        <PhoneLink phone={item.customer.phone} />
      </>
    ),
  },
];

/** Intervals to book: overdue first, each with its machine, the customer to call and one click to a work order. */
export function ServiceDueList({ items, isCompact }: { items: ServiceDueItem[]; isCompact: boolean }) {
  const rows: Row[] = items.map((item) => ({ ...item, id: item.interval.id }));
  return (
    <ResponsiveList
      items={rows}
      isCompact={isCompact}
      label="Service att boka"
      columns={columns}
      card={(item) => (
        <Box sx={{ display: 'grid', gap: 0.5 }}>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <ServiceStatusChip status={item.interval.status} />
            <Typography sx={{ fontWeight: 600 }}>{item.interval.name}</Typography>
          </Box>
          <MachineLink item={item} />
          <Typography variant="body2">Nästa service: {due(item)}</Typography>
          <Typography variant="body2">{item.customer.name}</Typography>
          <PhoneLink phone={item.customer.phone} />
          <Box sx={{ mt: 1 }}>
            <BookButton item={item} />
          </Box>
        </Box>
      )}
      actions={isCompact ? undefined : (item) => <BookButton item={item} />}
    />
  );
}
