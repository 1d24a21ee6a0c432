import { INVOICE_READING_LABELS, invoiceReading } from '../../../shared/labels';
import { MAX_HISTORY_PAGE_SIZE } from '../../../shared/machines';
import { formatMeter, type MeterUnit } from '../../../shared/meter';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { Stack } from '../../ui/stack';
import { Chip, WorkOrderStatusChip } from '../../ui/status-chip';
import { Text } from '../../ui/text';
import { Timeline } from '../../ui/timeline';
import { formatDate, formatKronor } from '../../lib/format';
import type { MachineHistory } from './api/get-machine-history';
import { RowLine } from '../../ui/row-list';

/**
 * What has been done to the machine, newest first: each work order with its meter and its invoices; the
 * latest page of them, with a button for more (up to MAX_HISTORY_PAGE_SIZE; the machine's work order list has all).
 */
export function MachineTimeline({ history, onShowMore }: { history: MachineHistory; onShowMore(): void }) {
  const unit = history.machine.meterUnit as MeterUnit;
  const hidden = history.workOrderTotal - history.workOrders.length;
  const canShowMore = hidden > 0 && history.workOrders.length < MAX_HISTORY_PAGE_SIZE;
  return (
    <Card
      title="Servicehistorik"
      isEmpty={history.workOrders.length === 0}
      emptyText="Inga arbetsordrar på maskinen ännu."
    >
      <Timeline
        label="Servicehistorik"
        icon="buildOutlined"
        items={history.workOrders.map((workOrder) => ({
          key: workOrder.id,
          content: (
            <>
              <Text tone="muted" size="small">
                {[
                  formatDate(workOrder.executionDate ?? workOrder.createdAt),
                  workOrder.workOrderNumber,
                  workOrder.meterReading === null ? '' : formatMeter(workOrder.meterReading, unit),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </Text>
              <Text isStrong wrapsAnywhere>
                {workOrder.title}
              </Text>
              {workOrder.description && (
                <Text tone="muted" size="small" keepsLines wrapsAnywhere>
                  {workOrder.description}
                </Text>
              )}
              <RowLine hasSpaceAbove>
                <WorkOrderStatusChip status={workOrder.status} />
                {workOrder.invoices.map((invoice) => (
                  // The whole text on a phone: it wraps rather than ending in "Vä…".
                  <Chip
                    key={invoice.id}
                    tone="default"
                    isWrapping
                    label={`Faktura ${invoice.invoiceNumber} · ${formatKronor(invoice.amountToPay)} · ${INVOICE_READING_LABELS[invoiceReading(invoice)]}`}
                  />
                ))}
              </RowLine>
            </>
          ),
        }))}
      />
      {hidden > 0 && (
        <Stack direction="row" gap={2} align="center" isWrapping>
          <Text
            tone="muted"
            size="small"
          >{`Visar ${history.workOrders.length} av ${history.workOrderTotal} arbetsordrar.`}</Text>
          {canShowMore && (
            <Button size="small" onClick={onShowMore}>
              Visa fler
            </Button>
          )}
        </Stack>
      )}
    </Card>
  );
}
