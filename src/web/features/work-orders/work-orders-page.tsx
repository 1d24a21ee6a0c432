import { useState, type ComponentProps } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { WORK_ORDER_FILTER_LABELS } from '../../../shared/labels';
import type { WorkOrder } from '../../../shared/work-orders';
import { Button } from '../../ui/button';
import { ListPageShell } from '../../ui/list-page';
import { ConfirmDialog, NoticeSnackbar, type Notice } from '../../ui/feedback';
import { islandOf } from '../../ui/island';
import { useDeleteWorkOrder } from './api/delete-work-order';
import { workOrdersQuery } from './api/list-work-orders';
import { WorkOrderList } from './work-order-list';
import { useMay } from '../../session/role';

// The list is drawn without MUI; the dialogs and the notice (MUI) load when first opened.
const WorkOrderDialog = islandOf(() => import('./work-order-dialog').then((module) => module.WorkOrderDialog));

export default function WorkOrdersPage({ assist }: { assist?: ComponentProps<typeof WorkOrderDialog>['assist'] }) {
  // Deleting is the office's (docs/team.md decision 1); the server refuses it anyway.
  const mayDelete = useMay('office');
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  // 'Ny arbetsorder' on a machine's page lands here with ?machineId={id}; 'Skapa arbetsorder' for a due service adds &serviceIntervalId={id}.
  const fromMachineId = searchParams.get('machineId');
  const fromIntervalId = searchParams.get('serviceIntervalId');
  const [editing, setEditing] = useState<WorkOrder | null | 'new'>(fromMachineId ? 'new' : null);
  const closeDialog = () => {
    setEditing(null);
    if (fromMachineId) setSearchParams({}, { replace: true });
  };
  const [deleting, setDeleting] = useState<WorkOrder | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const remove = useDeleteWorkOrder();

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      setNotice({ severity: 'success', text: 'Arbetsordern har tagits bort.' });
    } catch (caught) {
      setNotice({
        severity: 'error',
        text: caught instanceof Error ? caught.message : 'Kunde inte ta bort arbetsordern.',
      });
    }
    setDeleting(null);
  };

  return (
    <>
      <ListPageShell
        title="Arbetsordrar"
        filterLabels={WORK_ORDER_FILTER_LABELS}
        listQuery={workOrdersQuery}
        actions={
          <Button variant="primary" icon="add" onClick={() => setEditing('new')}>
            Ny arbetsorder
          </Button>
        }
        errorText="Kunde inte hämta arbetsordrarna."
        empty={{
          icon: 'assignment',
          text: 'Inga arbetsordrar ännu. Skapa din första arbetsorder.',
          filteredText: 'Inga arbetsordrar med den statusen.',
          actionLabel: 'Ny arbetsorder',
          onAction: () => setEditing('new'),
        }}
      >
        {(items, isCompact) => (
          <WorkOrderList
            workOrders={items}
            isCompact={isCompact}
            onEdit={setEditing}
            onDelete={mayDelete ? setDeleting : undefined}
            onInvoice={(workOrder) => navigate(`/invoices?fromWorkOrder=${workOrder.id}`)}
          />
        )}
      </ListPageShell>
      {editing && (
        <WorkOrderDialog
          workOrder={editing === 'new' ? null : editing}
          machineId={editing === 'new' ? fromMachineId : null}
          serviceIntervalId={editing === 'new' ? fromIntervalId : null}
          assist={assist}
          onClose={closeDialog}
          onSaved={(text) => {
            closeDialog();
            setNotice({ severity: 'success', text });
          }}
        />
      )}
      {deleting && (
        <ConfirmDialog
          open
          title="Ta bort arbetsorder"
          text="Är du säker på att du vill ta bort denna arbetsorder?"
          confirmLabel="Ta bort"
          isWorking={remove.isPending}
          onConfirm={confirmDelete}
          onClose={() => setDeleting(null)}
        />
      )}
      {notice && <NoticeSnackbar notice={notice} onClose={() => setNotice(null)} />}
    </>
  );
}
