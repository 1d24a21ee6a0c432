import Build from '@mui/icons-material/BuildOutlined';
import { Box, Button, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { INVOICE_READING_LABELS, invoiceReading } from '../../../shared/labels';
import { MAX_HISTORY_PAGE_SIZE } from '../../../shared/machines';
import { formatMeter, type MeterUnit } from '../../../shared/meter';
import { WorkOrderStatusChip } from '../../components/status-chip';
import { formatDate, formatKronor } from '../../lib/format';
import type { MachineHistory } from './api/get-machine-history';

/**
 * What has been done to the machine, newest first: each work order with its meter and its invoices; the
 * latest page of them, with a button for more (up to MAX_HISTORY_PAGE_SIZE; the machine's work order list has all).
 */
export function MachineTimeline({ history, onShowMore }: { history: MachineHistory; onShowMore(): void }) {
  const unit = history.machine.meterUnit as MeterUnit;
  const hidden = history.workOrderTotal - history.workOrders.length;
  const canShowMore = hidden > 0 && history.workOrders.length < MAX_HISTORY_PAGE_SIZE;
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h2" sx={{ fontSize: '1.2rem', mb: 2 }}>
          Servicehistorik
        </Typography>
        {history.workOrders.length === 0 && <Typography color="text.secondary">Inga arbetsordrar på maskinen ännu.</Typography>}
        <Stack component="ol" spacing={0} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Servicehistorik">
          {history.workOrders.map((workOrder, index) => (
            <Box component="li" key={workOrder.id} sx={{ display: 'grid', gridTemplateColumns: '28px 1fr', gap: 1.5 }}>
              <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center' }}>
                <Build color="primary" fontSize="small" sx={{ mt: 0.5 }} />
                {index < history.workOrders.length - 1 && <Box sx={{ flex: 1, width: 2, bgcolor: 'divider', my: 0.5 }} />}
              </Box>
              <Box sx={{ pb: 2.5, minWidth: 0 }}>
                <Typography variant="body2" color="text.secondary">
                  {[
                    formatDate(workOrder.executionDate ?? workOrder.createdAt),
                    workOrder.workOrderNumber,
                    workOrder.meterReading === null ? '' : formatMeter(workOrder.meterReading, unit),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </Typography>
                <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{workOrder.title}</Typography>
                {workOrder.description && (
                  <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                    {workOrder.description}
                  </Typography>
                )}
                <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap', rowGap: 1 }}>
                  <WorkOrderStatusChip status={workOrder.status} />
                  {workOrder.invoices.map((invoice) => (
                    <Chip
                      key={invoice.id}
                      size="small"
                      variant="outlined"
                      // The whole text on a phone: it wraps rather than ending in "Vä…".
                      sx={{ height: 'auto', maxWidth: '100%', py: 0.25, '& .MuiChip-label': { whiteSpace: 'normal', overflowWrap: 'anywhere' } }}
                      label={`Faktura ${invoice.invoiceNumber} · ${formatKronor(invoice.total)} · ${INVOICE_READING_LABELS[invoiceReading(invoice)]}`}
                    />
                  ))}
                </Stack>
              </Box>
            </Box>
          ))}
        </Stack>
        {hidden > 0 && (
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
            <Typography variant="body2" color="text.secondary">
              {`Visar ${history.workOrders.length} av ${history.workOrderTotal} arbetsordrar.`}
            </Typography>
            {canShowMore && (
              <Button variant="outlined" size="small" onClick={onShowMore}>
                Visa fler
              </Button>
            )}
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
