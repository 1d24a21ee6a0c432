import Add from '@mui/icons-material/Add';
import Groups from '@mui/icons-material/GroupsOutlined';
import UploadFile from '@mui/icons-material/UploadFileOutlined';
import { Button } from '@mui/material';
import { useState } from 'react';
import type { Customer } from '../../../shared/customers';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { ListPageShell } from '../../components/list-page';
import { NoticeSnackbar, type Notice } from '../../components/notice-snackbar';
import { useDeleteCustomer } from './api/delete-customer';
import { customersQuery } from './api/list-customers';
import { CustomerDialog } from './customer-dialog';
import { CustomerList } from './customer-list';
import { ImportDialog } from './import-dialog';

/** 'Kunder': the register, in Swedish alphabetical order, searched as you type. */
export default function CustomersPage() {
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
            <Button variant="outlined" startIcon={<UploadFile />} onClick={() => setImportOpen(true)}>
              Importera
            </Button>
            <Button variant="contained" startIcon={<Add />} onClick={() => setEditing('new')}>
              Ny kund
            </Button>
          </>
        }
        errorText="Kunde inte hämta kunderna."
        empty={{
          icon: <Groups />,
          text: 'Inga kunder ännu. Lägg till din första kund eller importera från Excel.',
          filteredText: 'Ingen kund matchar sökningen.',
          actionLabel: 'Ny kund',
          onAction: () => setEditing('new'),
        }}
      >
        {(items, isCompact) => <CustomerList customers={items} isCompact={isCompact} onEdit={setEditing} onDelete={setDeleting} />}
      </ListPageShell>
      {editing && (
        <CustomerDialog
          customer={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setNotice({ severity: 'success', text: editing === 'new' ? 'Kunden har lagts till.' : 'Kunden har uppdaterats.' });
            setEditing(null);
          }}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="Ta bort kund"
        text={`Vill du ta bort ${deleting?.name ?? ''}? Detta kan inte ångras.`}
        confirmLabel="Ta bort"
        isWorking={remove.isPending}
        onConfirm={async () => {
          try {
            await remove.mutateAsync(deleting!.id);
            setNotice({ severity: 'success', text: 'Kunden har tagits bort.' });
          } catch (caught) {
            setNotice({ severity: 'error', text: caught instanceof Error ? caught.message : 'Kunde inte ta bort kunden.' });
          }
          setDeleting(null);
        }}
        onClose={() => setDeleting(null)}
      />
      <ImportDialog
        open={isImportOpen}
        onClose={() => setImportOpen(false)}
        onImported={(created) => {
          setImportOpen(false);
          setNotice({ severity: 'success', text: `${created} kunder har importerats.` });
        }}
      />
      <NoticeSnackbar notice={notice} onClose={() => setNotice(null)} />
    </>
  );
}
