import { useState } from 'react';
import { useNavigate } from 'react-router';
import { MACHINE_SERVICE_FILTER_LABELS } from '../../../shared/labels';
import type { Machine } from '../../../shared/machines';
import { Button } from '../../ui/button';
import { ConfirmDialog, NoticeSnackbar, type Notice } from '../../ui/feedback';
import { islandOf } from '../../ui/island';
import { ListPageShell } from '../../ui/list-page';
import { ToolbarPicker, type PickerOption } from '../../ui/picker';
import { useCustomerOptions } from './api/customer-choices';
import { useDeleteMachine } from './api/delete-machine';
import { machinesQuery } from './api/list-machines';
import { MachineList, machineName } from './machine-list';
import { useMay } from '../../session/role';

// The list is drawn without MUI; the dialog and the customer picker load it.
const MachineDialog = islandOf(() => import('./machine-dialog').then((module) => module.MachineDialog));

/** 'Maskiner': every customer's machines, searched by registration, serial, unit number, make, model or owner. */
export default function MachinesPage() {
  // Deleting is the office's (docs/team.md decision 1); the server refuses it anyway.
  const mayDelete = useMay('office');
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
        listQuery={(serviceStatus, limit, offset, q) =>
          machinesQuery(limit, offset, q, customer?.id ?? '', serviceStatus)
        }
        toolbar={<ToolbarPicker label="Kund" value={customer} onChange={setCustomer} useOptions={useCustomerOptions} />}
        actions={
          <Button variant="primary" icon="add" onClick={() => setEditing('new')}>
            Ny maskin
          </Button>
        }
        errorText="Kunde inte hämta maskinerna."
        empty={{
          icon: 'construction',
          text: 'Inga maskiner ännu. Lägg till kundens första maskin.',
          filteredText: 'Ingen maskin matchar sökningen eller servicestatusen.',
          actionLabel: 'Ny maskin',
          onAction: () => setEditing('new'),
        }}
      >
        {(items, isCompact) => (
          <MachineList
            machines={items}
            isCompact={isCompact}
            onEdit={setEditing}
            onDelete={mayDelete ? setDeleting : undefined}
          />
        )}
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
      {deleting && (
        <ConfirmDialog
          open
          title="Ta bort maskin"
          text={`Vill du ta bort ${machineName(deleting)}? Detta kan inte ångras.`}
          confirmLabel="Ta bort"
          isWorking={remove.isPending}
          onConfirm={async () => {
            try {
              await remove.mutateAsync(deleting.id);
              setNotice({ severity: 'success', text: 'Maskinen har tagits bort.' });
            } catch (caught) {
              setNotice({
                severity: 'error',
                text: caught instanceof Error ? caught.message : 'Kunde inte ta bort maskinen.',
              });
            }
            setDeleting(null);
          }}
          onClose={() => setDeleting(null)}
        />
      )}
      {notice && <NoticeSnackbar notice={notice} onClose={() => setNotice(null)} />}
    </>
  );
}
