import DeleteOutline from '@mui/icons-material/DeleteOutline';
import EditOutlined from '@mui/icons-material/EditOutlined';
import ReceiptLong from '@mui/icons-material/ReceiptLong';
import {
  Box,
  Card,
  CardContent,
  IconButton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Tooltip,
  Typography,
} from '@mui/material';
import { PRIORITY_LABELS, readPriority, type WorkOrder } from '../../../shared/work-orders';
import { WorkOrderStatusChip } from '../../components/status-chip';
import { formatDate } from '../../lib/format';
import { VehicleIcon } from './vehicle-icon';

interface Props {
  workOrders: WorkOrder[];
  isCompact: boolean;
  onEdit(workOrder: WorkOrder): void;
  onDelete(workOrder: WorkOrder): void;
  onInvoice(workOrder: WorkOrder): void;
}

function Actions({ workOrder, onEdit, onDelete, onInvoice }: Omit<Props, 'workOrders' | 'isCompact'> & { workOrder: WorkOrder }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
      <Tooltip title="Skapa faktura">
        <IconButton aria-label={`Skapa faktura för ${workOrder.workOrderNumber}`} onClick={() => onInvoice(workOrder)}>
          <ReceiptLong />
        </IconButton>
      </Tooltip>
      <Tooltip title="Redigera">
        <IconButton aria-label={`Redigera ${workOrder.workOrderNumber}`} onClick={() => onEdit(workOrder)}>
          <EditOutlined />
        </IconButton>
      </Tooltip>
      <Tooltip title="Ta bort">
        <IconButton aria-label={`Ta bort ${workOrder.workOrderNumber}`} onClick={() => onDelete(workOrder)}>
          <DeleteOutline />
        </IconButton>
      </Tooltip>
    </Box>
  );
}

const priorityLabel = (priority: string) => PRIORITY_LABELS[readPriority(priority)];

/** A table on a laptop; cards on a phone, so nothing scrolls sideways at 375 px. */
export function WorkOrderList({ workOrders, isCompact, ...actions }: Props) {
  if (isCompact) {
    return (
      <Stack spacing={1.5} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Arbetsordrar">
        {workOrders.map((workOrder) => (
          <Card key={workOrder.id} variant="outlined" component="li">
            <CardContent sx={{ pb: '8px !important' }}>
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
              <Actions workOrder={workOrder} {...actions} />
            </CardContent>
          </Card>
        ))}
      </Stack>
    );
  }
  return (
    <TableContainer>
      <Table size="small" aria-label="Arbetsordrar">
        <TableHead>
          <TableRow>
            <TableCell>Nummer</TableCell>
            <TableCell>Titel</TableCell>
            <TableCell>Beskrivning</TableCell>
            <TableCell>Skapad</TableCell>
            <TableCell>Status</TableCell>
            <TableCell>Prioritet</TableCell>
            <TableCell align="right">Åtgärder</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {workOrders.map((workOrder) => (
            <TableRow key={workOrder.id} hover>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <Stack direction="row" spacing={1} alignItems="center">
                  <VehicleIcon category={workOrder.vehicleCategory} fontSize="small" color="primary" />
                  <span>{workOrder.workOrderNumber}</span>
                </Stack>
              </TableCell>
              <TableCell sx={{ fontWeight: 600 }}>{workOrder.title}</TableCell>
              <TableCell sx={{ maxWidth: 280, color: 'text.secondary' }}>
                <Typography variant="body2" noWrap title={workOrder.description}>
                  {workOrder.description}
                </Typography>
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(workOrder.createdAt)}</TableCell>
              <TableCell>
                <WorkOrderStatusChip status={workOrder.status} />
              </TableCell>
              <TableCell>{priorityLabel(workOrder.priority)}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                <Actions workOrder={workOrder} {...actions} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
