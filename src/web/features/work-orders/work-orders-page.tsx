import Add from '@mui/icons-material/Add';
import Assignment from '@mui/icons-material/Assignment';
import { Button, useMediaQuery, useTheme } from '@mui/material';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { WorkOrder } from '../../../shared/work-orders';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { FilterButtons } from '../../components/filter-buttons';
import { ListPanel } from '../../components/list-panel';
import { NoticeSnackbar, type Notice } from '../../components/notice-snackbar';
import { PageHeader } from '../../components/page-header';
import { useDeleteWorkOrder, useWorkOrders, type WorkOrderFilter } from './api';
import { WorkOrderDialog } from './work-order-dialog';
import { WorkOrderList } from './work-order-list';

const PAGE_SIZE = 25;
const filters: Array<{ value: WorkOrderFilter; label: string }> = [
  { value: 'all', label: 'Alla' },
  { value: 'pending', label: 'Väntande' },
  { value: 'in_progress', label: 'Pågående' },
  { value: 'completed', label: 'Klara' },
];

export default function WorkOrdersPage() {
  const theme = useTheme();
  const isCompact = useMediaQuery(theme.breakpoints.down('md'));
  const navigate = useNavigate();
  const [filter, setFilter] = useState<WorkOrderFilter>('all');
  const [page, setPage] = useState(0);
  const { data, isPending, error } = useWorkOrders(filter, PAGE_SIZE, page * PAGE_SIZE);
  const [editing, setEditing] = useState<WorkOrder | null | 'new'>(null);
  const [deleting, setDeleting] = useState<WorkOrder | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const remove = useDeleteWorkOrder();

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      setNotice({ severity: 'success', text: 'Arbetsordern har tagits bort.' });
    } catch (caught) {
      setNotice({ severity: 'error', text: caught instanceof Error ? caught.message : 'Kunde inte ta bort arbetsordern.' });
    }
    setDeleting(null);
  };

  return (
    <>
      <PageHeader
        title="Arbetsordrar"
        subtitle={data ? `${data.total} st` : undefined}
        actions={
          <Button variant="contained" startIcon={<Add />} onClick={() => setEditing('new')}>
            Ny arbetsorder
          </Button>
        }
      />
      <FilterButtons
        label="Filtrera på status"
        value={filter}
        options={filters}
        onChange={(next) => {
          setFilter(next);
          setPage(0);
        }}
      />
      <ListPanel
        page={data}
        isPending={isPending}
        error={error}
        errorText="Kunde inte hämta arbetsordrarna."
        empty={{
          icon: <Assignment />,
          text: filter === 'all' ? 'Inga arbetsordrar ännu. Skapa din första arbetsorder.' : 'Inga arbetsordrar med den statusen.',
          actionLabel: filter === 'all' ? 'Ny arbetsorder' : undefined,
          onAction: () => setEditing('new'),
        }}
        isCompact={isCompact}
        pageIndex={page}
        pageSize={PAGE_SIZE}
        onPageChange={setPage}
      >
        {(items) => (
          <WorkOrderList
            workOrders={items}
            isCompact={isCompact}
            onEdit={setEditing}
            onDelete={setDeleting}
            onInvoice={(workOrder) => navigate(`/invoices?fromWorkOrder=${workOrder.id}`)}
          />
        )}
      </ListPanel>
      {editing && (
        <WorkOrderDialog
          workOrder={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={(text) => {
            setEditing(null);
            setNotice({ severity: 'success', text });
          }}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="Ta bort arbetsorder"
        text="Är du säker på att du vill ta bort denna arbetsorder?"
        confirmLabel="Ta bort"
        isWorking={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
      <NoticeSnackbar notice={notice} onClose={() => setNotice(null)} />
    </>
  );
}
