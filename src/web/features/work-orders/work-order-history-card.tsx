import { swedishDate } from '../../../shared/dates';
import { executionText } from '../../../shared/labels';
import { formatMeter, type MeterUnit } from '../../../shared/meter';
import type { WorkOrder } from '../../../shared/work-orders';
import { formatDate } from '../../lib/format';
import { Card } from '../../ui/card';
import { PlainList } from '../../ui/row-list';
import { WorkOrderStatusChip } from '../../ui/status-chip';

/** What happened to a work order so far, numbered: created, the meter at arrival, the day it is done, now. */
export function WorkOrderHistoryCard({ workOrder, unit }: { workOrder: WorkOrder; unit: MeterUnit }) {
  return (
    <Card title="Historik">
      <PlainList isNumbered label="Historik">
        <li>{`Skapad ${formatDate(workOrder.createdAt)}`}</li>
        {workOrder.meterReading !== null && (
          <li>{`Mätarställning vid inlämning ${formatMeter(workOrder.meterReading, unit)}`}</li>
        )}
        {workOrder.executionDate && <li>{executionText(formatDate(workOrder.executionDate), swedishDate())}</li>}
        <li>
          Nu: <WorkOrderStatusChip status={workOrder.status} />
        </li>
      </PlainList>
    </Card>
  );
}
