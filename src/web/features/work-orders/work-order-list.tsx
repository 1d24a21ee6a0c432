import { PRIORITY_LABELS, readPriority } from '../../../shared/labels';
import type { WorkOrder } from '../../../shared/work-orders';
import { ResponsiveList, type Column } from '../../ui/responsive-list';
import { RowActions } from '../../ui/row-actions';
import { WorkOrderStatusChip } from '../../ui/status-chip';
import { VehicleIcon } from '../../ui/vehicle-icon';
import { formatDate } from '../../lib/format';
import { ListCardBody, RowLine, RowLink, RowMain, RowSecondary } from '../../ui/row-list';
import { Text } from '../../ui/text';

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
        onInvoice !== undefined && {
          title: 'Skapa faktura',
          label: `Skapa faktura för ${number}`,
          icon: 'receiptLong',
          onClick: () => onInvoice(workOrder),
        },
        onEdit !== undefined && {
          title: 'Redigera',
          label: `Redigera ${number}`,
          icon: 'editOutlined',
          onClick: () => onEdit(workOrder),
        },
        onDelete !== undefined && {
          title: 'Ta bort',
          label: `Ta bort ${number}`,
          icon: 'deleteOutline',
          onClick: () => onDelete(workOrder),
        },
      ]}
    />
  );
}

const priorityLabel = (priority: string) => PRIORITY_LABELS[readPriority(priority)];
const columns: Array<Column<WorkOrder>> = [
  {
    header: 'Nummer',
    cell: (workOrder) => (
      <RowLine>
        <VehicleIcon category={workOrder.vehicleCategory} size={20} />
        <span>{workOrder.workOrderNumber}</span>
      </RowLine>
    ),
    className: 'nowrap',
  },
  {
    header: 'Titel',
    cell: (workOrder) => (
      <RowLink to={`/WorkOrders/${workOrder.id}`} title={workOrder.description || undefined}>
        {workOrder.title}
      </RowLink>
    ),
    className: 'strong',
  },
  {
    header: 'Kund',
    cell: (workOrder) =>
      workOrder.customerId && workOrder.customerName ? (
        <RowLink to={`/customers/${workOrder.customerId}`}>{workOrder.customerName}</RowLink>
      ) : (
        workOrder.customerNumber
      ),
    className: 'clip',
  },
  {
    header: 'Maskin',
    cell: (workOrder) =>
      workOrder.machineId && workOrder.machineName ? (
        <RowLink to={`/machines/${workOrder.machineId}`}>{workOrder.machineName}</RowLink>
      ) : (
        workOrder.vehicleCategory
      ),
    className: 'clip',
  },
  { header: 'Skapad', cell: (workOrder) => formatDate(workOrder.createdAt), className: 'nowrap' },
  { header: 'Status', cell: (workOrder) => <WorkOrderStatusChip status={workOrder.status} /> },
  { header: 'Prioritet', cell: (workOrder) => priorityLabel(workOrder.priority) },
];

function WorkOrderCard({ workOrder }: { workOrder: WorkOrder }) {
  return (
    <ListCardBody>
      <VehicleIcon category={workOrder.vehicleCategory} isOffset />
      <RowMain>
        <RowSecondary>
          {workOrder.workOrderNumber} · {formatDate(workOrder.createdAt)}
        </RowSecondary>
        <RowLink to={`/WorkOrders/${workOrder.id}`} isBlock isStrong>
          {workOrder.title}
        </RowLink>
        <Text as="span" wrapsAnywhere>
          {[workOrder.machineName, workOrder.customerName ?? workOrder.customerNumber].filter(Boolean).join(' · ')}
        </Text>
        {workOrder.description && (
          <Text as="span" tone="muted" size="small" wrapsAnywhere>
            {workOrder.description}
          </Text>
        )}
        <RowLine hasSpaceAbove>
          <WorkOrderStatusChip status={workOrder.status} />
          <Text as="span" size="small">
            Prioritet: {priorityLabel(workOrder.priority)}
          </Text>
        </RowLine>
      </RowMain>
    </ListCardBody>
  );
}

/** The work orders as a table (laptop) or cards (phone), drawn without MUI. */
export function WorkOrderList({
  workOrders,
  isCompact,
  ...actions
}: Partial<Actions> & { workOrders: WorkOrder[]; isCompact: boolean }) {
  return (
    <ResponsiveList
      items={workOrders}
      isCompact={isCompact}
      label="Arbetsordrar"
      columns={columns}
      card={(workOrder) => <WorkOrderCard workOrder={workOrder} />}
      actions={
        Object.keys(actions).length === 0 ? undefined : (workOrder) => <Actions workOrder={workOrder} {...actions} />
      }
    />
  );
}
