import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router';
import { isFinished, type WorkOrder, type WorkOrderStatus } from '../../../shared/work-orders';
import { Alert } from '../../ui/alert';
import { BackLink } from '../../ui/back-link';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { NoticeSnackbar, type Notice } from '../../ui/feedback';
import { FieldGrid } from '../../ui/field-grid';
import { PageHeader } from '../../ui/page-header';
import { Skeleton } from '../../ui/skeleton';
import { Stack } from '../../ui/stack';
import { Text } from '../../ui/text';
import { decimalInput, formatDate } from '../../lib/format';
import { useCustomerForWorkOrder } from './api/customer-for-work-order';
import { useMachineForWorkOrder } from './api/machine-for-work-order';
import { readWorkOrder, useWorkOrder } from './api/get-work-order';
import { useSaveWorkOrder } from './api/save-work-order';
import { useAddChecklistItem } from './api/add-checklist-item';
import { useAddMaterial } from './api/add-material';
import { useTickChecklistItem } from './api/tick-checklist-item';
import { formValuesOf, WorkOrderDialog } from './work-order-dialog';
import { FinishDialog } from './finish-dialog';
import { WorkbenchChecklist } from './workbench-checklist';
import { MaterialsCard } from './materials-card';
import { WorkOrderFactsCard } from './work-order-facts-card';
import { WorkOrderHistoryCard } from './work-order-history-card';
import { SignatureCard } from './signature-card';
import { MeterReadingCard } from './meter-reading-card';
import { useMay } from '../../session/role';

type Item = { text?: unknown; done?: unknown };

/** How a suggestion adds itself to an open work order: one tap, saved at once, never by itself. */
export interface SuggestionAdders {
  workOrderId: string;
  version: string;
  checklistTexts: string[];
  partIds: string[];
  addChecklistItem(text: string): Promise<void>;
  addPart(part: { partId: string; name: string; quantity: number }): Promise<void>;
}
type Material = { name?: unknown; quantity?: unknown; unitPrice?: unknown };

/** What a status change says; a finished job names the timers it stopped ("Timern stoppades: Erik Lund 1,25 h."). */
function savedText(saved: WorkOrder, text: string): string {
  const stopped = saved.stoppedTimers ?? [];
  if (stopped.length === 0) return text;
  const whose = stopped.map((timer) => `${timer.userName} ${timer.hours.toLocaleString('sv-SE')} h`).join(', ');
  return `${text} ${stopped.length === 1 ? 'Timern' : 'Timrarna'} som gick stoppades: ${whose}.`;
}

/**
 * A work order's page: what is to be done and for whom, its checklist and materials, what happened to
 * it, its invoices (composed by the app shell) and what can be done next.
 */
export default function WorkOrderPage({
  invoices,
  quotes,
  time,
  events,
  suggestions,
  files,
}: {
  invoices?: (workOrder: WorkOrder) => ReactNode;
  /** Extra work, attempts to reach the customer and the approved amount (the quotes feature), composed by the app shell. */
  quotes?: (workOrder: WorkOrder) => ReactNode;
  /** Time on the job (Starta / Stoppa, entries), composed by the app shell. */
  time?: (workOrder: WorkOrder) => ReactNode;
  /** Bilder och filer (FIELD.md decision 1), composed by the app shell. */
  files?: (workOrder: WorkOrder) => ReactNode;
  /** The trail ("Händelser"), composed by the app shell. */
  events?: (workOrder: WorkOrder) => ReactNode;
  /** Suggestions from earlier jobs (the assistant), composed by the app shell; each can add itself here. */
  suggestions?: (workOrder: WorkOrder, target: SuggestionAdders) => ReactNode;
}) {
  // Billing is the office's (docs/team.md decision 1).
  const mayBill = useMay('office');
  const { id } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { data: workOrder, error, isPending } = useWorkOrder(id);
  const save = useSaveWorkOrder();
  const tick = useTickChecklistItem();
  const addLine = useAddMaterial();
  const addPoint = useAddChecklistItem();
  const isSaving = save.isPending || tick.isPending || addLine.isPending || addPoint.isPending;
  const machine = useMachineForWorkOrder(workOrder?.machineId ?? null).data;
  const customer = useCustomerForWorkOrder(workOrder?.customerId ?? null).data;
  const unit = machine?.meterUnit === 'km' ? 'km' : 'h';
  const [isEditing, setEditing] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);

  /**
   * A status is saved with the whole work order as the server has it now, read just before: the page's
   * copy may be older than what the office saved since.
   */
  const setStatus = async (status: WorkOrderStatus, text: string) => {
    if (!workOrder) return;
    try {
      const saved = await save.mutateAsync({
        id: workOrder.id,
        values: { ...formValuesOf(await readWorkOrder(workOrder.id)), status },
      });
      afterSave(saved);
      setNotice({ severity: 'success', text: savedText(saved, text) });
    } catch (caught) {
      setNotice({
        severity: 'error',
        text: caught instanceof Error ? caught.message : 'Kunde inte uppdatera arbetsordern.',
      });
    }
  };

  /** A finished job may have stopped timers: the timer bar and the time read again too. */
  const afterSave = (saved: WorkOrder) => {
    if (saved.stoppedTimers?.length) void queryClient.invalidateQueries();
  };

  /**
   * One change saved at once (a tick, a part), by a call that changes only that on the work order as the
   * server has it (docs/decisions/037): true when saved; a failure is told at the foot of the screen.
   */
  const saveOne = async (write: () => Promise<unknown>, text: string | null) => {
    try {
      await write();
      if (text) setNotice({ severity: 'success', text });
      return true;
    } catch (caught) {
      setNotice({
        severity: 'error',
        text: caught instanceof Error ? caught.message : 'Kunde inte uppdatera arbetsordern.',
      });
      return false;
    }
  };
  const toggleItem = (index: number) => {
    const item = (workOrder?.todoList ?? [])[index] as Item | undefined;
    if (!workOrder || !item) return;
    const text = typeof item.text === 'string' ? item.text : undefined;
    void saveOne(() => tick.mutateAsync({ id: workOrder.id, index, done: item.done !== true, text }), null);
  };
  const addPart = (part: { partId: string; name: string; quantity: string }) =>
    saveOne(() => addLine.mutateAsync({ id: workOrder!.id, line: part }), `${part.name} har lagts till i materialet.`);
  const [isFinishing, setFinishing] = useState(false);
  const finish = async ({
    meterReading,
    executionDate,
    confirmJump,
  }: {
    meterReading: string;
    executionDate: string;
    confirmJump: boolean;
  }) => {
    if (!workOrder) return;
    const values = {
      ...formValuesOf(await readWorkOrder(workOrder.id)),
      status: 'Klar' as const,
      meterReading,
      executionDate,
    };
    const saved = await save.mutateAsync({
      id: workOrder.id,
      values: confirmJump ? { ...values, confirmJump } : values,
    });
    afterSave(saved);
    setFinishing(false);
    setNotice({ severity: 'success', text: savedText(saved, 'Arbetsordern är klar.') });
  };
  const adders = (current: WorkOrder): SuggestionAdders => ({
    workOrderId: current.id,
    version: JSON.stringify([current.todoList, current.materials]),
    checklistTexts: (current.todoList as Item[]).flatMap((item) => (typeof item.text === 'string' ? [item.text] : [])),
    partIds: (current.materials as Array<{ partId?: unknown }>).flatMap((material) =>
      typeof material.partId === 'string' ? [material.partId] : [],
    ),
    addChecklistItem: async (text) => {
      await saveOne(() => addPoint.mutateAsync({ id: current.id, text }), `${text} har lagts till i checklistan.`);
    },
    addPart: async (part) => {
      const line = { partId: part.partId, name: part.name, quantity: decimalInput(part.quantity) };
      await saveOne(() => addLine.mutateAsync({ id: current.id, line }), `${part.name} har lagts till i materialet.`);
    },
  });

  const checklist = (workOrder?.todoList ?? []) as Item[];
  const materials = (workOrder?.materials ?? []) as Material[];
  const status = workOrder?.status ?? '';
  const isOpen = workOrder !== undefined && !isFinished(status) && status !== 'Avbruten';
  const hasNotStarted = status === 'Väntande' || status === 'pending';

  return (
    <>
      <BackLink to="/WorkOrders">Arbetsordrar</BackLink>
      {error && <Alert severity="error">{error.message}</Alert>}
      {isPending && <Skeleton height={160} />}
      {workOrder && (
        <>
          <PageHeader
            title={workOrder.title}
            subtitle={`${workOrder.workOrderNumber} · skapad ${formatDate(workOrder.createdAt)}`}
            actions={
              <Button icon="editOutlined" onClick={() => setEditing(true)}>
                Redigera
              </Button>
            }
          />
          <Stack gap={3}>
            <WorkOrderFactsCard
              workOrder={workOrder}
              unit={unit}
              customerName={customer?.name}
              machineName={
                machine
                  ? [machine.make, machine.model, machine.registrationNumber ?? machine.serialNumber]
                      .filter(Boolean)
                      .join(' ')
                  : undefined
              }
            />

            {time?.(workOrder)}
            {isOpen && suggestions?.(workOrder, adders(workOrder))}
            <Card title="Nästa steg">
              <Stack direction="row" gap={1} isWrapping>
                {hasNotStarted && (
                  <Button
                    size="large"
                    disabled={isSaving}
                    onClick={() => void setStatus('Pågående', 'Arbetsordern är påbörjad.')}
                  >
                    Påbörja
                  </Button>
                )}
                {isOpen && (
                  <Button
                    variant="primary"
                    size="large"
                    icon="checkCircleOutline"
                    disabled={isSaving}
                    onClick={() => (machine ? setFinishing(true) : void setStatus('Klar', 'Arbetsordern är klar.'))}
                  >
                    Markera som klar
                  </Button>
                )}
                {isFinished(status) && mayBill && (
                  <Button variant="primary" onClick={() => void navigate(`/invoices?fromWorkOrder=${workOrder.id}`)}>
                    Skapa faktura
                  </Button>
                )}
                {!isOpen && !isFinished(status) && <Text tone="muted">Arbetsordern är avbruten.</Text>}
              </Stack>
            </Card>

            <FieldGrid columns="1fr 1fr">
              <WorkbenchChecklist items={checklist} isOpen={isOpen} isSaving={isSaving} onToggle={toggleItem} />
              <MaterialsCard materials={materials} isOpen={isOpen} isSaving={isSaving} onAdd={addPart} />
            </FieldGrid>

            {isOpen && machine && (
              <MeterReadingCard machine={machine} onSaved={(text) => setNotice({ severity: 'success', text })} />
            )}
            {files?.(workOrder)}
            <SignatureCard workOrder={workOrder} />
            <WorkOrderHistoryCard workOrder={workOrder} unit={unit} />

            {quotes?.(workOrder)}
            {invoices?.(workOrder)}
            {events?.(workOrder)}
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
          {isFinishing && machine && (
            <FinishDialog
              workOrder={workOrder}
              machine={machine}
              onFinish={finish}
              onClose={() => setFinishing(false)}
            />
          )}
          {notice && <NoticeSnackbar notice={notice} onClose={() => setNotice(null)} />}
        </>
      )}
    </>
  );
}
