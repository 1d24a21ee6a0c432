import type { Machine } from '../../../shared/machines';
import { formatMeter } from '../../../shared/labels';
import { ResponsiveList, type Column } from '../../ui/responsive-list';
import { RowActions } from '../../ui/row-actions';
import { ServiceStatusChip } from '../../ui/status-chip';
import { VehicleIcon } from '../../ui/vehicle-icon';
import { ListCardBody, RowLine, RowLink, RowMain } from '../../ui/row-list';
import { Text } from '../../ui/text';

interface Actions {
  onEdit(machine: Machine): void;
  onDelete(machine: Machine): void;
}

export const machineName = (machine: Pick<Machine, 'make' | 'model'>) =>
  [machine.make, machine.model].filter(Boolean).join(' ');
const identifiers = (machine: Machine) =>
  [machine.registrationNumber, machine.serialNumber, machine.unitNumber].filter(Boolean).join(' · ');

function NameLink({ machine }: { machine: Machine }) {
  return (
    <RowLink to={`/machines/${machine.id}`} isStrong wrapsAnywhere>
      {machineName(machine)}
    </RowLink>
  );
}

const columns: Array<Column<Machine>> = [
  {
    header: 'Maskin',
    cell: (machine) => (
      <RowLine>
        <VehicleIcon category={machine.category} size={20} />
        <NameLink machine={machine} />
      </RowLine>
    ),
  },
  { header: 'Reg.nr / serienr', cell: identifiers, className: 'nowrap' },
  { header: 'Kund', cell: (machine) => machine.customerName },
  {
    header: 'Mätarställning',
    cell: (machine) => formatMeter(machine.meter, machine.meterUnit),
    align: 'right',
    className: 'nowrap',
  },
  {
    header: 'Service',
    cell: (machine) => (machine.serviceStatus ? <ServiceStatusChip status={machine.serviceStatus} /> : '–'),
  },
];

export function MachineList({
  machines,
  isCompact,
  onEdit,
  onDelete,
}: Partial<Actions> & { machines: Machine[]; isCompact: boolean }) {
  return (
    <ResponsiveList
      items={machines}
      isCompact={isCompact}
      label="Maskiner"
      columns={columns}
      card={(machine) => (
        <ListCardBody>
          <VehicleIcon category={machine.category} isOffset />
          <RowMain>
            <NameLink machine={machine} />
            <Text as="span" tone="muted" size="small" wrapsAnywhere>
              {[identifiers(machine), machine.customerName].filter(Boolean).join(' · ')}
            </Text>
            <RowLine size="small">
              {formatMeter(machine.meter, machine.meterUnit)}
              {machine.serviceStatus && <ServiceStatusChip status={machine.serviceStatus} />}
            </RowLine>
          </RowMain>
        </ListCardBody>
      )}
      actions={
        onEdit === undefined && onDelete === undefined
          ? undefined
          : (machine) => (
              <RowActions
                actions={[
                  onEdit !== undefined && {
                    title: 'Redigera',
                    label: `Redigera ${machineName(machine)}`,
                    icon: 'editOutlined',
                    onClick: () => onEdit(machine),
                  },
                  onDelete !== undefined && {
                    title: 'Ta bort',
                    label: `Ta bort ${machineName(machine)}`,
                    icon: 'deleteOutline',
                    onClick: () => onDelete(machine),
                  },
                ]}
              />
            )
      }
    />
  );
}
