import { useNavigate } from 'react-router';
import { dateAndMeter } from '../../../shared/labels';
import type { ServiceDueItem } from '../../../shared/service-plans';
import { Button } from '../../ui/button';
import { ResponsiveList, type Column } from '../../ui/responsive-list';
import { ServiceStatusChip } from '../../ui/status-chip';
import { VehicleIcon } from '../../ui/vehicle-icon';
import { PhoneLink } from '../../ui/phone-link';
import { workOrderFor } from './work-order-link';
import { RowLine, RowLink, RowMain, SpaceAbove } from '../../ui/row-list';
import { Text } from '../../ui/text';

type Row = ServiceDueItem & { id: string };

const machineName = ({ machine }: ServiceDueItem) => [machine.make, machine.model].filter(Boolean).join(' ');
const machineIdentifier = ({ machine }: ServiceDueItem) =>
  machine.registrationNumber ?? machine.unitNumber ?? machine.serialNumber;

function MachineLink({ item }: { item: ServiceDueItem }) {
  return (
    <RowLine>
      <VehicleIcon category={item.machine.category} size={20} />
      <RowLink to={`/machines/${item.machine.id}`} isStrong wrapsAnywhere>
        {[machineName(item), machineIdentifier(item)].filter(Boolean).join(' · ')}
      </RowLink>
    </RowLine>
  );
}

const due = ({ interval, machine }: ServiceDueItem) =>
  dateAndMeter(interval.nextDueDate, interval.nextDueMeter, machine.meterUnit);

function BookButton({ item }: { item: ServiceDueItem }) {
  const navigate = useNavigate();
  return (
    <Button
      icon="add"
      aria-label={`Skapa arbetsorder för ${item.interval.name} på ${machineName(item)}`}
      onClick={() => void navigate(workOrderFor(item.machine.id, item.interval.id))}
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
        <RowLink to={`/customers/${item.customer.id}`}>{item.customer.name}</RowLink>
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
        <RowMain>
          <RowLine>
            <ServiceStatusChip status={item.interval.status} />
            <Text as="span" isStrong>
              {item.interval.name}
            </Text>
          </RowLine>
          <MachineLink item={item} />
          <Text as="span" size="small">
            Nästa service: {due(item)}
          </Text>
          <Text as="span" size="small">
            {item.customer.name}
          </Text>
          <PhoneLink phone={item.customer.phone} />
          <SpaceAbove>
            <BookButton item={item} />
          </SpaceAbove>
        </RowMain>
      )}
      actions={isCompact ? undefined : (item) => <BookButton item={item} />}
    />
  );
}
