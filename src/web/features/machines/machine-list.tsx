import DeleteOutline from '@mui/icons-material/DeleteOutline';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { Box, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import type { Machine } from '../../../shared/machines';
import { formatMeter } from '../../../shared/meter';
import { ResponsiveList, type Column } from '../../components/responsive-list';
import { RowActions } from '../../components/row-actions';
import { ServiceStatusChip } from '../../components/status-chip';
import { VehicleIcon } from '../../components/vehicle-icon';

interface Actions {
  onEdit(machine: Machine): void;
  onDelete(machine: Machine): void;
}

export const machineName = (machine: Pick<Machine, 'make' | 'model'>) => [machine.make, machine.model].filter(Boolean).join(' ');
const identifiers = (machine: Machine) => [machine.registrationNumber, machine.serialNumber, machine.unitNumber].filter(Boolean).join(' · ');

function NameLink({ machine }: { machine: Machine }) {
  return (
    <Link component={RouterLink} to={`/machines/${machine.id}`} sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
      {machineName(machine)}
    </Link>
  );
}

const columns: Array<Column<Machine>> = [
  {
    header: 'Maskin',
    cell: (machine) => (
      <Stack direction="row" spacing={1} alignItems="center">
        <VehicleIcon category={machine.category} size={20} />
        <NameLink machine={machine} />
      </Stack>
    ),
  },
  { header: 'Reg.nr / serienr', cell: identifiers, className: 'nowrap' },
  { header: 'Kund', cell: (machine) => machine.customerName },
  { header: 'Mätarställning', cell: (machine) => formatMeter(machine.meter, machine.meterUnit), align: 'right', className: 'nowrap' },
  { header: 'Service', cell: (machine) => (machine.serviceStatus ? <ServiceStatusChip status={machine.serviceStatus} /> : '–') },
];

export function MachineList({ machines, isCompact, onEdit, onDelete }: Partial<Actions> & { machines: Machine[]; isCompact: boolean }) {
  return (
    <ResponsiveList
      items={machines}
      isCompact={isCompact}
      label="Maskiner"
      columns={columns}
      card={(machine) => (
        <Stack direction="row" spacing={1.5} alignItems="flex-start">
          <VehicleIcon category={machine.category} className="icon-primary icon-offset" />
          <Box sx={{ minWidth: 0 }}>
            <NameLink machine={machine} />
            <Typography variant="body2" color="text.secondary">
              {[identifiers(machine), machine.customerName].filter(Boolean).join(' · ')}
            </Typography>
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography variant="body2">{formatMeter(machine.meter, machine.meterUnit)}</Typography>
              {machine.serviceStatus && <ServiceStatusChip status={machine.serviceStatus} />}
            </Box>
          </Box>
        </Stack>
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
                    icon: <EditOutlined />,
                    onClick: () => onEdit(machine),
                  },
                  onDelete !== undefined && {
                    title: 'Ta bort',
                    label: `Ta bort ${machineName(machine)}`,
                    icon: <DeleteOutline />,
                    onClick: () => onDelete(machine),
                  },
                ]}
              />
            )
      }
    />
  );
}
