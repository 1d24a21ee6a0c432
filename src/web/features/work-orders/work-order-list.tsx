import DeleteOutline from '@mui/icons-material/DeleteOutline';
import EditOutlined from '@mui/icons-material/EditOutlined';
import ReceiptLong from '@mui/icons-material/ReceiptLong';
import { Box, Stack, Typography } from '@mui/material';
import { PRIORITY_LABELS, readPriority, type WorkOrder } from '../../../shared/work-orders';
import { ResponsiveList, type Column } from '../../components/responsive-list';
import { RowActions } from '../../components/row-actions';
import { WorkOrderStatusChip } from '../../components/status-chip';
import { formatDate } from '../../lib/format';
import { VehicleIcon } from '../../components/vehicle-icon';

interface Actions {
  onEdit(workOrder: WorkOrder): void;
  onDelete(workOrder: WorkOrder): void;
  onInvoice(workOrder: WorkOrder): void;
}

function Actions({ workOrder, onEdit, onDelete, onInvoice }: Partial<Actions> & { workOrder: WorkOrder }) {
  const number = workOrder.workOrderNumber;
  return (
    <RowActions
      actions={[
        onInvoice !== undefined && { title: 'Skapa faktura', label: `Skapa faktura för ${number}`, icon: <ReceiptLong />, onClick: () => onInvoice(workOrder) },
        onEdit !== undefined && { title: 'Redigera', label: `Redigera ${number}`, icon: <EditOutlined />, onClick: () => onEdit(workOrder) },
        onDelete !== undefined && { title: 'Ta bort', label: `Ta bort ${number}`, icon: <DeleteOutline />, onClick: () => onDelete(workOrder) },
      ]}
    />
  );
}

const priorityLabel = (priority: string) => PRIORITY_LABELS[readPriority(priority)];
const noWrap = { whiteSpace: 'nowrap' } as const;
const columns: Array<Column<WorkOrder>> = [
  {
    header: 'Nummer',
    cell: (workOrder) => (
      <Stack direction="row" spacing={1} alignItems="center">
        <VehicleIcon category={workOrder.vehicleCategory} fontSize="small" color="primary" />
        <span>{workOrder.workOrderNumber}</span>
      </Stack>
    ),
    sx: noWrap,
  },
  { header: 'Titel', cell: (workOrder) => workOrder.title, sx: { fontWeight: 600 } },
  {
    header: 'Beskrivning',
    cell: (workOrder) => (
      <Typography variant="body2" noWrap title={workOrder.description}>
        {workOrder.description}
      </Typography>
    ),
    sx: { maxWidth: 280, color: 'text.secondary' },
  },
  { header: 'Skapad', cell: (workOrder) => formatDate(workOrder.createdAt), sx: noWrap },
  { header: 'Status', cell: (workOrder) => <WorkOrderStatusChip status={workOrder.status} /> },
  { header: 'Prioritet', cell: (workOrder) => priorityLabel(workOrder.priority) },
];

function WorkOrderCard({ workOrder }: { workOrder: WorkOrder }) {
  return (
    <Stack direction="row" spacing={1.5} alignItems="flex-start">
      <VehicleIcon category={workOrder.vehicleCategory} color="primary" sx={{ mt: 0.5 }} />
      <Box sx={{ minWidth: 0, flexGrow: 1 }}>
        <Typography variant="body2" color="text.secondary">
          {workOrder.workOrderNumber} · {formatDate(workOrder.createdAt)}
        </Typography>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{workOrder.title}</Typography>
        {workOrder.description && (
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {workOrder.description}
          </Typography>
        )}
        <Stack direction="row" spacing={1} sx={{ mt: 1 }} alignItems="center">
          <WorkOrderStatusChip status={workOrder.status} />
          <Typography variant="body2">Prioritet: {priorityLabel(workOrder.priority)}</Typography>
        </Stack>
      </Box>
    </Stack>
  );
}

export function WorkOrderList({ workOrders, isCompact, ...actions }: Partial<Actions> & { workOrders: WorkOrder[]; isCompact: boolean }) {
  return (
    <ResponsiveList
      items={workOrders}
      isCompact={isCompact}
      label="Arbetsordrar"
      columns={columns}
      card={(workOrder) => <WorkOrderCard workOrder={workOrder} />}
      actions={Object.keys(actions).length === 0 ? undefined : (workOrder) => <Actions workOrder={workOrder} {...actions} />}
    />
  );
}
