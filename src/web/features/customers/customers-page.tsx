import { useState } from 'react';
import type { Customer } from '../../../shared/customers';
import { Button } from '../../ui/button';
import { ConfirmDialog, NoticeSnackbar, type Notice } from '../../ui/feedback';
import { islandOf } from '../../ui/island';
import { ListPageShell } from '../../ui/list-page';
import { useDeleteCustomer } from './api/delete-customer';
import { customersQuery } from './api/list-customers';
import { CustomerList } from './customer-list';
import { useMay } from '../../session/role';

// The list is drawn without MUI; the dialogs load it when first opened.
const CustomerDialog = islandOf(() => import('./customer-dialog').then((module) => module.CustomerDialog));
const ImportDialog = islandOf(() => import('./import-dialog').then((module) => module.ImportDialog));

/** 'Kunder': the register, in Swedish alphabetical order, searched as you type. */
export default function CustomersPage() {
  // Deleting is the office's (docs/team.md decision 1); the server refuses it anyway.
  const mayDelete = useMay('office');
  const [editing, setEditing] = useState<Customer | null | 'new'>(null);
  const [deleting, setDeleting] = useState<Customer | null>(null);
  const [isImportOpen, setImportOpen] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const remove = useDeleteCustomer();

  return (
    <>
      <ListPageShell
        title="Kunder"
        searchLabel="Sök kund (namn, kundnummer, ort …)"
        listQuery={customersQuery}
        actions={
          <>
            {mayDelete && (
              <Button icon="uploadFileOutlined" onClick={() => setImportOpen(true)}>
                Importera
              </Button>
            )}
            <Button variant="primary" icon="add" onClick={() => setEditing('new')}>
              Ny kund
            </Button>
          </>
        }
        errorText="Kunde inte hämta kunderna."
        empty={{
          icon: 'groupsOutlined',
          text: 'Inga kunder ännu. Lägg till din första kund eller importera från Excel.',
          filteredText: 'Ingen kund matchar sökningen.',
          actionLabel: 'Ny kund',
          onAction: () => setEditing('new'),
        }}
      >
        {(items, isCompact) => (
          <CustomerList
            customers={items}
            isCompact={isCompact}
            onEdit={setEditing}
            onDelete={mayDelete ? setDeleting : undefined}
          />
        )}
      </ListPageShell>
      {editing && (
        <CustomerDialog
          customer={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setNotice({
              severity: 'success',
              text: editing === 'new' ? 'Kunden har lagts till.' : 'Kunden har uppdaterats.',
            });
            setEditing(null);
          }}
        />
      )}
      {deleting && (
        <ConfirmDialog
          open
          title="Ta bort kund"
          text={`Vill du ta bort ${deleting.name}? Detta kan inte ångras.`}
          confirmLabel="Ta bort"
          isWorking={remove.isPending}
          onConfirm={async () => {
            try {
              await remove.mutateAsync(deleting.id);
              setNotice({ severity: 'success', text: 'Kunden har tagits bort.' });
            } catch (caught) {
              setNotice({
                severity: 'error',
                text: caught instanceof Error ? caught.message : 'Kunde inte ta bort kunden.',
              });
            }
            setDeleting(null);
          }}
          onClose={() => setDeleting(null)}
        />
      )}
      {isImportOpen && (
        <ImportDialog
          open
          onClose={() => setImportOpen(false)}
          onImported={(created) => {
            setImportOpen(false);
            setNotice({ severity: 'success', text: `${created} kunder har importerats.` });
          }}
        />
      )}
      {notice && <NoticeSnackbar notice={notice} onClose={() => setNotice(null)} />}
    </>
  );
}
