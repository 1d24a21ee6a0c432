import Add from '@mui/icons-material/Add';
import Assignment from '@mui/icons-material/Assignment';
import { Alert, Button, Paper, Snackbar, TablePagination, useMediaQuery, useTheme } from '@mui/material';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { WorkOrder } from '../../../shared/work-orders';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { EmptyState } from '../../components/empty-state';
import { FilterButtons } from '../../components/filter-buttons';
import { ListSkeleton } from '../../components/list-skeleton';
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
  const { data, isPending, isError, error } = useWorkOrders(filter, PAGE_SIZE, page * PAGE_SIZE);
  const [editing, setEditing] = useState<WorkOrder | null | 'new'>(null);
  const [deleting, setDeleting] = useState<WorkOrder | null>(null);
  const [notice, setNotice] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
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
      {isError && <Alert severity="error">{error.message || 'Kunde inte hämta arbetsordrarna.'}</Alert>}
      {isPending && <ListSkeleton />}
      {data && data.items.length === 0 && (
        <EmptyState
          icon={<Assignment />}
          text={filter === 'all' ? 'Inga arbetsordrar ännu. Skapa din första arbetsorder.' : 'Inga arbetsordrar med den statusen.'}
          actionLabel={filter === 'all' ? 'Ny arbetsorder' : undefined}
          onAction={() => setEditing('new')}
        />
      )}
      {data && data.items.length > 0 && (
        <Paper variant="outlined" sx={{ p: isCompact ? 1 : 0, bgcolor: isCompact ? 'transparent' : undefined, border: isCompact ? 0 : undefined }}>
          <WorkOrderList
            workOrders={data.items}
            isCompact={isCompact}
            onEdit={setEditing}
            onDelete={setDeleting}
            onInvoice={(workOrder) => navigate(`/invoices?fromWorkOrder=${workOrder.id}`)}
          />
          {data.total > PAGE_SIZE && (
            <TablePagination component="div" count={data.total} page={page} onPageChange={(_event, next) => setPage(next)} rowsPerPage={PAGE_SIZE} rowsPerPageOptions={[PAGE_SIZE]} />
          )}
        </Paper>
      )}
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
      <Snackbar open={notice !== null} autoHideDuration={5000} onClose={() => setNotice(null)} anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}>
        {notice ? (
          <Alert severity={notice.severity} variant="filled" onClose={() => setNotice(null)}>
            {notice.text}
          </Alert>
        ) : undefined}
      </Snackbar>
    </>
  );
}
