import Add from '@mui/icons-material/Add';
import Construction from '@mui/icons-material/Construction';
import { Box, Button } from '@mui/material';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { MACHINE_SERVICE_FILTER_LABELS, type Machine } from '../../../shared/machines';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { ListPageShell } from '../../components/list-page';
import { NoticeSnackbar, type Notice } from '../../components/notice-snackbar';
import { SearchPicker, type PickerOption } from '../../components/search-picker';
import { useCustomerOptions } from './api/customer-choices';
import { useDeleteMachine } from './api/delete-machine';
import { machinesQuery } from './api/list-machines';
import { MachineDialog } from './machine-dialog';
import { MachineList, machineName } from './machine-list';

/** 'Maskiner': every customer's machines, searched by registration, serial, unit number, make, model or owner. */
export default function MachinesPage() {
  const navigate = useNavigate();
  const [customer, setCustomer] = useState<PickerOption | null>(null);
  const [editing, setEditing] = useState<Machine | null | 'new'>(null);
  const [deleting, setDeleting] = useState<Machine | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const remove = useDeleteMachine();

  return (
    <>
      <ListPageShell
        title="Maskiner"
        searchLabel="Sök maskin (reg.nr, serienr, märke, kund …)"
        filterLabels={MACHINE_SERVICE_FILTER_LABELS}
        listQuery={(serviceStatus, limit, offset, q) => machinesQuery(limit, offset, q, customer?.id ?? '', serviceStatus)}
        toolbar={
          <Box
            sx={{
              flex: '1 1 220px',
              maxWidth: 360,
              // As tall as the search field beside it (48 px), its resting label centred in it.
              '& .MuiOutlinedInput-root': { minHeight: 48, py: '0 !important' },
              '& .MuiInputLabel-root:not(.MuiInputLabel-shrink)': { transform: 'translate(14px, 12px) scale(1)' },
            }}
          >
            <SearchPicker label="Kund" value={customer} onChange={setCustomer} useOptions={useCustomerOptions} />
          </Box>
        }
        actions={
          <Button variant="contained" startIcon={<Add />} onClick={() => setEditing('new')}>
            Ny maskin
          </Button>
        }
        errorText="Kunde inte hämta maskinerna."
        empty={{
          icon: <Construction />,
          text: 'Inga maskiner ännu. Lägg till kundens första maskin.',
          filteredText: 'Ingen maskin matchar sökningen eller servicestatusen.',
          actionLabel: 'Ny maskin',
          onAction: () => setEditing('new'),
        }}
      >
        {(items, isCompact) => <MachineList machines={items} isCompact={isCompact} onEdit={setEditing} onDelete={setDeleting} />}
      </ListPageShell>
      {editing && (
        <MachineDialog
          machine={editing === 'new' ? null : editing}
          customer={customer}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            setEditing(null);
            if (editing === 'new') void navigate(`/machines/${saved.id}`);
            else setNotice({ severity: 'success', text: 'Maskinen har uppdaterats.' });
          }}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="Ta bort maskin"
        text={`Vill du ta bort ${deleting ? machineName(deleting) : ''}? Detta kan inte ångras.`}
        confirmLabel="Ta bort"
        isWorking={remove.isPending}
        onConfirm={async () => {
          try {
            await remove.mutateAsync(deleting!.id);
            setNotice({ severity: 'success', text: 'Maskinen har tagits bort.' });
          } catch (caught) {
            setNotice({ severity: 'error', text: caught instanceof Error ? caught.message : 'Kunde inte ta bort maskinen.' });
          }
          setDeleting(null);
        }}
        onClose={() => setDeleting(null)}
      />
      <NoticeSnackbar notice={notice} onClose={() => setNotice(null)} />
    </>
  );
}
