import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { Machine } from '../../../shared/machines';
import { dateAndMeter, intervalEvery, type ServiceInterval } from '../../../shared/service-plans';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { DetailItem } from '../../ui/detail-item';
import { ConfirmDelete } from '../../ui/confirm-delete';
import { NoticeSnackbar, type Notice } from '../../ui/feedback';
import { FieldGrid } from '../../ui/field-grid';
import { RowActions } from '../../ui/row-actions';
import { Skeleton } from '../../ui/skeleton';
import { ServiceStatusChip } from '../../ui/status-chip';
import { Heading, Text } from '../../ui/text';
import { useDeleteInterval } from './api/delete-interval';
import { useServicePlan } from './api/get-service-plan';
import { IntervalDialog } from './interval-dialog';
import { workOrderFor } from './work-order-link';
import { useMay } from '../../session/role';
import { ListCardBody, RecordList, RecordRow, RowLine, RowMain } from '../../ui/row-list';

const LAST_DONE_NOTES: Record<ServiceInterval['lastDoneSource'], string> = {
  'work-order': 'enligt arbetsorder',
  given: 'angivet',
  added: 'när intervallet lades till',
};

function IntervalRow({
  interval,
  machine,
  onEdit,
  onDelete,
}: {
  interval: ServiceInterval;
  machine: Machine;
  /** Left out for a role that may not change the plan. */
  onEdit: (() => void) | undefined;
  onDelete: (() => void) | undefined;
}) {
  const navigate = useNavigate();
  return (
    <RecordRow>
      {/* Name, status and how often on the left, whatever their length; edit and remove stay on the right. */}
      <ListCardBody>
        <RowMain>
          <RowLine>
            <Heading level={3} wrapsAnywhere>
              {interval.name}
            </Heading>
            <ServiceStatusChip status={interval.status} />
          </RowLine>
          <Text tone="muted" size="small">
            Var {intervalEvery(interval, machine.meterUnit)}
          </Text>
        </RowMain>
        {onEdit && onDelete && (
          <RowActions
            actions={[
              {
                title: 'Redigera',
                label: `Redigera ${interval.name}`,
                icon: 'editOutlined',
                onClick: onEdit,
              },
              {
                title: 'Ta bort',
                label: `Ta bort ${interval.name}`,
                icon: 'deleteOutline',
                onClick: onDelete,
              },
            ]}
          />
        )}
      </ListCardBody>
      <FieldGrid columns="repeat(3, 1fr)" phoneColumns="1fr 1fr">
        <DetailItem
          label="Senast utförd"
          value={`${dateAndMeter(interval.lastDoneDate, interval.lastDoneMeter, machine.meterUnit)} (${LAST_DONE_NOTES[interval.lastDoneSource]})`}
        />
        <DetailItem
          label="Nästa service"
          value={dateAndMeter(interval.nextDueDate, interval.nextDueMeter, machine.meterUnit)}
        />
        <DetailItem
          label="Prognos"
          value={interval.forecastDate ?? (interval.everyMeter === null ? null : 'För få avläsningar')}
        />
      </FieldGrid>
      {interval.status !== 'ok' && (
        <div>
          <Button
            variant="primary"
            size="large"
            icon="add"
            onClick={() => void navigate(workOrderFor(machine.id, interval.id))}
          >
            Skapa arbetsorder
          </Button>
        </div>
      )}
    </RecordRow>
  );
}

/** A machine's service plan: each interval's last done, next due, forecast and status, with add, edit and remove. */
export default function ServicePlanCard({ machine }: { machine: Machine }) {
  const { data: plan, error, isPending } = useServicePlan(machine.id);
  const [editing, setEditing] = useState<ServiceInterval | 'new' | null>(null);
  const [deleting, setDeleting] = useState<ServiceInterval | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const remove = useDeleteInterval(machine.id);
  // Service plans are the office's to change; a mechanic reads them (docs/team.md decision 1).
  const mayChange = useMay('office');

  return (
    <>
      <Card
        title="Serviceplan"
        action={
          mayChange && (
            <Button variant="ghost" icon="add" onClick={() => setEditing('new')}>
              Lägg till intervall
            </Button>
          )
        }
        isEmpty={plan?.length === 0}
        emptyText="Ingen serviceplan. Lägg till ett intervall, till exempel var 500:e timme eller var sjätte månad."
      >
        {error && <Alert severity="error">{error.message}</Alert>}
        {isPending && <Skeleton height={120} />}
        {plan && (
          <RecordList label="Serviceintervall">
            {plan.map((interval) => (
              <IntervalRow
                key={interval.id}
                interval={interval}
                machine={machine}
                onEdit={mayChange ? () => setEditing(interval) : undefined}
                onDelete={mayChange ? () => setDeleting(interval) : undefined}
              />
            ))}
          </RecordList>
        )}
      </Card>
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
      {deleting && (
        <ConfirmDelete
          title="Ta bort serviceintervall"
          text={`Vill du ta bort ${deleting.name} ur serviceplanen? Arbetsordrar som utförde det finns kvar.`}
          run={() => remove.mutateAsync(deleting.id)}
          successText="Serviceintervallet har tagits bort."
          failureText="Kunde inte ta bort intervallet."
          onDone={(done) => {
            setDeleting(null);
            if (done) setNotice(done);
          }}
        />
      )}
      {notice && <NoticeSnackbar notice={notice} onClose={() => setNotice(null)} />}
    </>
  );
}
