import { useState } from 'react';
import { formatDate } from '../../../shared/dates';
import type { TimeEntry } from '../../../shared/time';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { ConfirmDelete } from '../../ui/confirm-delete';
import { NoticeSnackbar, type Notice } from '../../ui/feedback';
import { RowActions } from '../../ui/row-actions';
import { Skeleton } from '../../ui/skeleton';
import { Stack } from '../../ui/stack';
import { Chip } from '../../ui/status-chip';
import { Text } from '../../ui/text';
import { useSession } from '../../session/session-context';
import { useMay } from '../../session/role';
import { useDeleteTimeEntry } from './api/delete-time-entry';
import { useRates } from './api/rates';
import { useTimeOfWorkOrder } from './api/time-of-work-order';
import { useRunningTimer } from './api/running-timer';
import { useStartTimer } from './api/start-timer';
import { useStopTimer } from './api/stop-timer';
import { formatElapsed, useNow } from './elapsed';
import { TimeEntryDialog } from './time-entry-dialog';
import { RowList, RowMain, RowPrimary, RowSecondary } from '../../ui/row-list';
import { isFinished } from '../../../shared/work-orders';

const amountOf = (entry: TimeEntry) =>
  entry.kilometres !== null
    ? `${entry.kilometres.toLocaleString('sv-SE')} km`
    : `${(entry.hours ?? 0).toLocaleString('sv-SE')} h`;
const errorText = (caught: unknown, fallback: string) =>
  caught instanceof Error && caught.message ? caught.message : fallback;

/** "Tid" on a work order: one big Starta / Stoppa for a gloved hand, time by hand, and the job's entries. */
// The job's status, not whether it is finished: the rule lives in shared/work-orders.ts, which the app
// shell (in the first file every page loads) would otherwise bring along with zod.
export default function TimeCard({ workOrderId, jobStatus }: { workOrderId: string; jobStatus: string }) {
  const isJobFinished = isFinished(jobStatus);
  const { user } = useSession();
  const isOffice = useMay('office');
  const timer = useRunningTimer();
  const entries = useTimeOfWorkOrder(workOrderId);
  const rates = useRates();
  const start = useStartTimer();
  const stop = useStopTimer();
  const remove = useDeleteTimeEntry();
  const [editing, setEditing] = useState<TimeEntry | 'new' | null>(null);
  const [deleting, setDeleting] = useState<TimeEntry | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const running = timer.data ?? null;
  const isRunningHere = running?.workOrderId === workOrderId;
  const now = useNow(running !== null);
  const rateName = (id: string) => rates.data?.find((rate) => rate.id === id)?.name ?? '';
  // Not what is invoiced or still running; a mechanic their own only (docs/team.md decision 7).
  const mayChange = (entry: TimeEntry) =>
    entry.invoiceId === null &&
    (entry.endedAt !== null || entry.startedAt === null) &&
    (isOffice || entry.userId === user?.id);

  const toggle = async () => {
    try {
      if (isRunningHere) {
        const stopped = await stop.mutateAsync(undefined);
        setNotice({ severity: 'success', text: `Timern är stoppad: ${amountOf(stopped)}.` });
      } else {
        await start.mutateAsync(workOrderId);
        setNotice({
          severity: 'success',
          text: running ? `Timern på ${running.workOrderNumber} är stoppad och går nu här.` : 'Timern är startad.',
        });
      }
    } catch (caught) {
      setNotice({ severity: 'error', text: errorText(caught, 'Kunde inte starta eller stoppa timern.') });
    }
  };

  return (
    <Card title="Tid" icon="schedule">
      <Stack gap={2}>
        {isJobFinished && !isRunningHere ? (
          // The server refuses a timer here: nothing would stop it once the job is finished.
          <Text tone="muted">Arbetsordern är avslutad: tid läggs till för hand.</Text>
        ) : (
          <Button
            variant={isRunningHere ? 'danger' : 'primary'}
            size="huge"
            isFullWidth
            isBusy={start.isPending || stop.isPending}
            onClick={() => void toggle()}
          >
            {isRunningHere ? `Stoppa ${formatElapsed(running.startedAt!, now)}` : 'Starta'}
          </Button>
        )}
        {running && !isRunningHere && (
          <Text tone="muted" size="small">
            Din timer går på {running.workOrderNumber}. Starta här så stoppas den.
          </Text>
        )}
        <Button icon="add" onClick={() => setEditing('new')} disabled={!rates.data}>
          Registrera tid eller körsträcka
        </Button>
        {entries.isPending ? (
          <Skeleton height={48} />
        ) : entries.isError ? (
          <Alert severity="error">Kunde inte hämta tiden.</Alert>
        ) : entries.data.length === 0 ? (
          <Text tone="muted">Ingen tid registrerad ännu.</Text>
        ) : (
          <RowList label="Registrerad tid">
            {entries.data.map((entry) => (
              <li key={entry.id}>
                <RowMain>
                  <RowPrimary>
                    <strong>
                      {entry.endedAt === null && entry.startedAt !== null
                        ? `Pågår ${formatElapsed(entry.startedAt, now)}`
                        : amountOf(entry)}
                    </strong>{' '}
                    {rateName(entry.rateId)}
                    {!entry.billable && ' · ej debiterbar'}
                  </RowPrimary>
                  <RowSecondary>
                    {entry.userName} · {formatDate(entry.date)}
                    {entry.note ? ` · ${entry.note}` : ''}
                  </RowSecondary>
                </RowMain>
                {entry.invoiceId !== null && <Chip label="Fakturerad" tone="primary" />}
                {mayChange(entry) && (
                  <RowActions
                    actions={[
                      {
                        title: 'Ändra',
                        label: `Ändra tiden ${formatDate(entry.date)}`,
                        icon: 'editOutlined',
                        onClick: () => setEditing(entry),
                      },
                      {
                        title: 'Ta bort',
                        label: `Ta bort tiden ${formatDate(entry.date)}`,
                        icon: 'deleteOutline',
                        onClick: () => setDeleting(entry),
                      },
                    ]}
                  />
                )}
              </li>
            ))}
          </RowList>
        )}
      </Stack>
      {editing && rates.data && (
        <TimeEntryDialog
          workOrderId={workOrderId}
          rates={rates.data}
          entry={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={(text) => {
            setEditing(null);
            setNotice({ severity: 'success', text });
          }}
        />
      )}
      {deleting && (
        <ConfirmDelete
          title="Ta bort tid"
          text={`Vill du ta bort ${amountOf(deleting)} från ${formatDate(deleting.date)}?`}
          run={() => remove.mutateAsync(deleting.id)}
          successText="Tiden har tagits bort."
          failureText="Kunde inte ta bort tiden."
          onDone={(done) => {
            setDeleting(null);
            if (done) setNotice(done);
          }}
        />
      )}
      {notice && <NoticeSnackbar notice={notice} onClose={() => setNotice(null)} />}
    </Card>
  );
}
