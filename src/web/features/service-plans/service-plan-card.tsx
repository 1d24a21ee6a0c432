import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { Alert, Box, Button, Skeleton, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { Machine } from '../../../shared/machines';
import { dateAndMeter, intervalEvery, type ServiceInterval } from '../../../shared/service-plans';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { DetailItem } from '../../components/detail-item';
import { NoticeSnackbar, type Notice } from '../../components/notice-snackbar';
import { RowActions } from '../../components/row-actions';
import { SectionCard } from '../../components/section-card';
import { ServiceStatusChip } from '../../components/status-chip';
import { useDeleteInterval } from './api/delete-interval';
import { useServicePlan } from './api/get-service-plan';
import { IntervalDialog } from './interval-dialog';
import { workOrderFor } from './work-order-link';

const LAST_DONE_NOTES: Record<ServiceInterval['lastDoneSource'], string> = {
  'work-order': 'enligt arbetsorder',
  given: 'angivet',
  added: 'när intervallet lades till',
};

function IntervalRow({ interval, machine, onEdit, onDelete }: { interval: ServiceInterval; machine: Machine; onEdit(): void; onDelete(): void }) {
  const navigate = useNavigate();
  return (
    <Box component="li" sx={{ py: 1.5, borderTop: 1, borderColor: 'divider', listStyle: 'none' }}>
      {/* Name, status and how often on the left, whatever their length; edit and remove stay on the right. */}
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr auto', alignItems: 'start', gap: 1 }}>
        <Box sx={{ minWidth: 0 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Typography component="h3" sx={{ fontWeight: 600, fontSize: '1rem', overflowWrap: 'anywhere' }}>
              {interval.name}
            </Typography>
            <ServiceStatusChip status={interval.status} />
          </Box>
          <Typography variant="body2" color="text.secondary">
            Var {intervalEvery(interval, machine.meterUnit)}
          </Typography>
        </Box>
        <RowActions
          actions={[
            { title: 'Redigera', label: `Redigera ${interval.name}`, icon: <EditOutlined />, onClick: onEdit },
            { title: 'Ta bort', label: `Ta bort ${interval.name}`, icon: <DeleteOutline />, onClick: onDelete },
          ]}
        />
      </Box>
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, 1fr)' }, mt: 1 }}>
        <DetailItem
          label="Senast utförd"
          value={`${dateAndMeter(interval.lastDoneDate, interval.lastDoneMeter, machine.meterUnit)} (${LAST_DONE_NOTES[interval.lastDoneSource]})`}
        />
        <DetailItem label="Nästa service" value={dateAndMeter(interval.nextDueDate, interval.nextDueMeter, machine.meterUnit)} />
        <DetailItem label="Prognos" value={interval.forecastDate ?? (interval.everyMeter === null ? null : 'För få avläsningar')} />
      </Box>
      {interval.status !== 'ok' && (
        <Button variant="contained" size="large" startIcon={<Add />} sx={{ mt: 1.5 }} onClick={() => void navigate(workOrderFor(machine.id, interval.id))}>
          Skapa arbetsorder
        </Button>
      )}
    </Box>
  );
}

/** A machine's service plan: each interval's last done, next due, forecast and status, with add, edit and remove. */
export default function ServicePlanCard({ machine }: { machine: Machine }) {
  const { data: plan, error, isPending } = useServicePlan(machine.id);
  const [editing, setEditing] = useState<ServiceInterval | 'new' | null>(null);
  const [deleting, setDeleting] = useState<ServiceInterval | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const remove = useDeleteInterval(machine.id);

  return (
    <>
      <SectionCard
        title="Serviceplan"
        action={
          <Button startIcon={<Add />} onClick={() => setEditing('new')}>
            Lägg till intervall
          </Button>
        }
        isEmpty={plan?.length === 0}
        emptyText="Ingen serviceplan. Lägg till ett intervall, till exempel var 500:e timme eller var sjätte månad."
      >
        {error && <Alert severity="error">{error.message}</Alert>}
        {isPending && <Skeleton variant="rounded" height={120} />}
        {plan && (
          <Stack component="ul" sx={{ p: 0, m: 0 }} aria-label="Serviceintervall">
            {plan.map((interval) => (
              <IntervalRow key={interval.id} interval={interval} machine={machine} onEdit={() => setEditing(interval)} onDelete={() => setDeleting(interval)} />
            ))}
          </Stack>
        )}
      </SectionCard>
      {editing && (
        <IntervalDialog
          machineId={machine.id}
          meterUnit={machine.meterUnit}
          interval={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={(text) => {
            setEditing(null);
            setNotice({ severity: 'success', text });
          }}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="Ta bort serviceintervall"
        text={`Vill du ta bort ${deleting?.name ?? ''} ur serviceplanen? Arbetsordrar som utförde det finns kvar.`}
        confirmLabel="Ta bort"
        isWorking={remove.isPending}
        onConfirm={async () => {
          try {
            await remove.mutateAsync(deleting!.id);
            setNotice({ severity: 'success', text: 'Serviceintervallet har tagits bort.' });
          } catch (caught) {
            setNotice({ severity: 'error', text: caught instanceof Error ? caught.message : 'Kunde inte ta bort intervallet.' });
          }
          setDeleting(null);
        }}
        onClose={() => setDeleting(null)}
      />
      <NoticeSnackbar notice={notice} onClose={() => setNotice(null)} />
    </>
  );
}
