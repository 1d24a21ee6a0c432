import ArrowBack from '@mui/icons-material/ArrowBack';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { Alert, Box, Button, Card, CardContent, Link, Skeleton, Stack, Typography } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { PRIORITY_LABELS, readPriority } from '../../../shared/labels';
import { formatMeter } from '../../../shared/meter';
import { isFinished, materialQuantity, type WorkOrder, type WorkOrderStatus } from '../../../shared/work-orders';
import { DetailItem } from '../../components/detail-item';
import { NoticeSnackbar, type Notice } from '../../components/notice-snackbar';
import { PageHeader } from '../../components/page-header';
import { WorkOrderStatusChip } from '../../components/status-chip';
import { decimalInput, formatDate, formatKronor } from '../../lib/format';
import { useCustomerForWorkOrder, useMachineForWorkOrder } from './api/get-machine';
import { useWorkOrder } from './api/get-work-order';
import { useSaveWorkOrder } from './api/save-work-order';
import { formValuesOf, WorkOrderDialog } from './work-order-dialog';

type Item = { text?: unknown; done?: unknown };
type Material = { name?: unknown; quantity?: unknown; unitPrice?: unknown };

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h2" sx={{ fontSize: '1.2rem', mb: 1.5 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

/**
 * A work order's page: what is to be done and for whom, its checklist and materials, what happened to
 * it, its invoices (composed by the app shell) and what can be done next.
 */
export default function WorkOrderPage({ invoices }: { invoices?: (workOrder: WorkOrder) => ReactNode }) {
  const { id } = useParams();
  const navigate = useNavigate();
  const { data: workOrder, error, isPending } = useWorkOrder(id);
  const save = useSaveWorkOrder();
  const machine = useMachineForWorkOrder(workOrder?.machineId ?? null).data;
  const customer = useCustomerForWorkOrder(workOrder?.customerId ?? null).data;
  const unit = machine?.meterUnit === 'km' ? 'km' : 'h';
  const [isEditing, setEditing] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);

  const setStatus = async (status: WorkOrderStatus, text: string) => {
    if (!workOrder) return;
    try {
      await save.mutateAsync({ id: workOrder.id, values: { ...formValuesOf(workOrder), status } });
      setNotice({ severity: 'success', text });
    } catch (caught) {
      setNotice({ severity: 'error', text: caught instanceof Error ? caught.message : 'Kunde inte uppdatera arbetsordern.' });
    }
  };

  const checklist = (workOrder?.todoList ?? []) as Item[];
  const materials = (workOrder?.materials ?? []) as Material[];
  const status = workOrder?.status ?? '';
  const isOpen = workOrder !== undefined && !isFinished(status) && status !== 'Avbruten';
  const hasNotStarted = status === 'Väntande' || status === 'pending';

  return (
    <>
      <Button component={RouterLink} to="/WorkOrders" startIcon={<ArrowBack />} sx={{ mb: 1 }}>
        Arbetsordrar
      </Button>
      {error && <Alert severity="error">{error.message}</Alert>}
      {isPending && <Skeleton variant="rounded" height={160} />}
      {workOrder && (
        <>
          <PageHeader
            title={workOrder.title}
            subtitle={`${workOrder.workOrderNumber} · skapad ${formatDate(workOrder.createdAt)}`}
            actions={
              <Button variant="outlined" startIcon={<EditOutlined />} onClick={() => setEditing(true)}>
                Redigera
              </Button>
            }
          />
          <Stack spacing={3}>
            <Card variant="outlined">
              <CardContent sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' } }}>
                <Box>
                  <Typography variant="body2" color="text.secondary">
                    Status
                  </Typography>
                  <WorkOrderStatusChip status={workOrder.status} />
                </Box>
                <DetailItem label="Prioritet" value={PRIORITY_LABELS[readPriority(workOrder.priority)]} />
                <DetailItem label="Arbetskategori" value={workOrder.workCategory} />
                <DetailItem label="Fordonskategori" value={workOrder.vehicleCategory} />
                <DetailItem label="Kundnummer" value={workOrder.customerNumber} />
                {workOrder.customerId && (
                  <Box>
                    <Typography variant="body2" color="text.secondary">
                      Kund
                    </Typography>
                    <Link component={RouterLink} to={`/customers/${workOrder.customerId}`} sx={{ overflowWrap: 'anywhere' }}>
                      {customer?.name ?? 'Visa kunden'}
                    </Link>
                  </Box>
                )}
                {workOrder.machineId && (
                  <Box>
                    <Typography variant="body2" color="text.secondary">
                      Maskin
                    </Typography>
                    <Link component={RouterLink} to={`/machines/${workOrder.machineId}`} sx={{ overflowWrap: 'anywhere' }}>
                      {machine ? [machine.make, machine.model, machine.registrationNumber ?? machine.serialNumber].filter(Boolean).join(' ') : 'Visa maskinen'}
                    </Link>
                  </Box>
                )}
                <DetailItem label="Utförandedatum" value={workOrder.executionDate ? formatDate(workOrder.executionDate) : null} />
                <DetailItem label="Mätarställning vid inlämning" value={workOrder.meterReading === null ? null : formatMeter(workOrder.meterReading, unit)} />
              </CardContent>
              {workOrder.description && (
                <CardContent sx={{ pt: 0 }}>
                  <DetailItem label="Beskrivning" value={workOrder.description} />
                </CardContent>
              )}
            </Card>

            <Section title="Nästa steg">
              <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
                {hasNotStarted && (
                  <Button variant="outlined" disabled={save.isPending} onClick={() => void setStatus('Pågående', 'Arbetsordern är påbörjad.')}>
                    Påbörja
                  </Button>
                )}
                {isOpen && (
                  <Button variant="contained" disabled={save.isPending} onClick={() => void setStatus('Klar', 'Arbetsordern är klar.')}>
                    Markera som klar
                  </Button>
                )}
                {isFinished(status) && (
                  <Button variant="contained" onClick={() => void navigate(`/invoices?fromWorkOrder=${workOrder.id}`)}>
                    Skapa faktura
                  </Button>
                )}
                {!isOpen && !isFinished(status) && <Typography color="text.secondary">Arbetsordern är avbruten.</Typography>}
              </Stack>
            </Section>

            <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { md: '1fr 1fr' }, alignItems: 'start' }}>
              <Section title="Checklista">
                {checklist.length === 0 && <Typography color="text.secondary">Ingen checklista.</Typography>}
                <Box component="ul" aria-label="Checklista" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.75 }}>
                  {checklist.map((item, index) => (
                    <li key={index}>
                      <Typography sx={{ overflowWrap: 'anywhere' }}>
                        {item.done === true ? '☑' : '☐'} {typeof item.text === 'string' ? item.text : ''}
                      </Typography>
                    </li>
                  ))}
                </Box>
              </Section>
              <Section title="Material">
                {materials.length === 0 && <Typography color="text.secondary">Inget material.</Typography>}
                <Box component="ul" aria-label="Material" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.75 }}>
                  {materials.map((material, index) => {
                    const quantity = materialQuantity(material.quantity);
                    const price = typeof material.unitPrice === 'number' ? material.unitPrice : Number(String(material.unitPrice ?? '').replace(',', '.'));
                    return (
                      <Box component="li" key={index} sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
                        <Typography
                          sx={{ overflowWrap: 'anywhere' }}
                        >{`${typeof material.name === 'string' ? material.name : ''} × ${decimalInput(quantity ?? 1)}`}</Typography>
                        {Number.isFinite(price) && material.unitPrice !== undefined && material.unitPrice !== null && material.unitPrice !== '' && (
                          <Typography color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
                            {`à ${formatKronor(price)}`}
                          </Typography>
                        )}
                      </Box>
                    );
                  })}
                </Box>
              </Section>
            </Box>

            <Section title="Historik">
              <Box component="ol" aria-label="Historik" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.5 }}>
                <li>{`Skapad ${formatDate(workOrder.createdAt)}`}</li>
                {workOrder.meterReading !== null && <li>{`Mätarställning vid inlämning ${formatMeter(workOrder.meterReading, unit)}`}</li>}
                {workOrder.executionDate && <li>{`Utförs/utfördes ${formatDate(workOrder.executionDate)}`}</li>}
                <li>
                  Nu: <WorkOrderStatusChip status={workOrder.status} />
                </li>
              </Box>
            </Section>

            {invoices?.(workOrder)}
          </Stack>
          {isEditing && (
            <WorkOrderDialog
              workOrder={workOrder}
              onClose={() => setEditing(false)}
              onSaved={(text) => {
                setEditing(false);
                setNotice({ severity: 'success', text });
              }}
            />
          )}
          {notice && <NoticeSnackbar notice={notice} onClose={() => setNotice(null)} />}
        </>
      )}
    </>
  );
}
