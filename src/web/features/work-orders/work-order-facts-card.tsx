import { PRIORITY_LABELS, readPriority } from '../../../shared/labels';
import { formatMeter, type MeterUnit } from '../../../shared/meter';
import type { WorkOrder } from '../../../shared/work-orders';
import { formatDate } from '../../lib/format';
import { Card } from '../../ui/card';
import { DetailItem } from '../../ui/detail-item';
import { FieldGrid, WideOnPhone } from '../../ui/field-grid';
import { RowLink } from '../../ui/row-list';
import { Stack } from '../../ui/stack';
import { WorkOrderStatusChip } from '../../ui/status-chip';
import { Text } from '../../ui/text';

/** A work order's facts at the top of its page: status, priority, categories, its customer and machine, the job. */
export function WorkOrderFactsCard({
  workOrder,
  unit,
  customerName,
  machineName,
}: {
  workOrder: WorkOrder;
  unit: MeterUnit;
  customerName: string | undefined;
  /** Make, model and registration (or serial) number, once the machine has been read. */
  machineName: string | undefined;
}) {
  return (
    <Card>
      <Stack gap={2}>
        <FieldGrid columns="repeat(4, 1fr)" phoneColumns="1fr 1fr">
          <div>
            <Text tone="muted" size="small">
              Status
            </Text>
            <WorkOrderStatusChip status={workOrder.status} />
          </div>
          <DetailItem label="Prioritet" value={PRIORITY_LABELS[readPriority(workOrder.priority)]} />
          <DetailItem label="Arbetskategori" value={workOrder.workCategory} />
          <DetailItem label="Fordonskategori" value={workOrder.vehicleCategory} />
          <DetailItem label="Kundnummer" value={workOrder.customerNumber} />
          {workOrder.customerId && (
            <WideOnPhone>
              <Text tone="muted" size="small">
                Kund
              </Text>
              <RowLink to={`/customers/${workOrder.customerId}`} isUnderlined wrapsAnywhere>
                {customerName ?? 'Visa kunden'}
              </RowLink>
            </WideOnPhone>
          )}
          {workOrder.machineId && (
            <WideOnPhone>
              <Text tone="muted" size="small">
                Maskin
              </Text>
              <RowLink to={`/machines/${workOrder.machineId}`} isUnderlined wrapsAnywhere>
                {machineName ?? 'Visa maskinen'}
              </RowLink>
            </WideOnPhone>
          )}
          <DetailItem
            label="Utförandedatum"
            value={workOrder.executionDate ? formatDate(workOrder.executionDate) : null}
          />
          <DetailItem
            label="Mätarställning vid inlämning"
            value={workOrder.meterReading === null ? null : formatMeter(workOrder.meterReading, unit)}
          />
        </FieldGrid>
        <DetailItem label="Beskrivning" value={workOrder.description} />
      </Stack>
    </Card>
  );
}
