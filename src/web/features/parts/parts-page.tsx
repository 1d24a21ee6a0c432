import Add from '@mui/icons-material/Add';
import Inventory from '@mui/icons-material/Inventory2Outlined';
import UploadFile from '@mui/icons-material/UploadFileOutlined';
import { Button } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { Part } from '../../../shared/parts';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { CsvImportDialog } from '../../components/csv-import-dialog';
import { ListPageShell } from '../../components/list-page';
import { NoticeSnackbar, type Notice } from '../../components/notice-snackbar';
import { useDeletePart } from './api/delete-part';
import { importPartsFile } from './api/import-parts';
import { partsQuery, type PartFilter } from './api/list-parts';
import { partsKey } from './api/parts-key';
import { PartDialog } from './part-dialog';
import { PartList } from './part-list';

const FILTERS: Record<PartFilter, string> = { all: 'Alla', low: 'Lågt lager' };

/** 'Lager': the parts by number, searched, filtered on low stock; new, edit, delete and a supplier's price list. */
export default function PartsPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<Part | null | 'new'>(null);
  const [deleting, setDeleting] = useState<Part | null>(null);
  const [isImporting, setImporting] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const remove = useDeletePart();

  return (
    <>
      <ListPageShell
        title="Lager"
        searchLabel="Sök artikel (nummer, benämning, leverantör, hylla)"
        filterLabels={FILTERS}
        listQuery={partsQuery}
        actions={
          <>
            <Button variant="outlined" startIcon={<UploadFile />} onClick={() => setImporting(true)}>
              Importera
            </Button>
            <Button variant="contained" startIcon={<Add />} onClick={() => setEditing('new')}>
              Ny artikel
            </Button>
          </>
        }
        errorText="Kunde inte hämta artiklarna."
        empty={{
          icon: <Inventory />,
          text: 'Inga artiklar ännu. Lägg till en, eller importera leverantörens prislista.',
          filteredText: 'Ingen artikel matchar sökningen eller har lågt lager.',
          actionLabel: 'Ny artikel',
          onAction: () => setEditing('new'),
        }}
      >
        {(items, isCompact) => <PartList parts={items} isCompact={isCompact} onEdit={setEditing} onDelete={setDeleting} />}
      </ListPageShell>
      {editing && (
        <PartDialog
          part={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            setEditing(null);
            if (editing === 'new') void navigate(`/parts/${saved.id}`);
            else setNotice({ severity: 'success', text: 'Artikeln har uppdaterats.' });
          }}
        />
      )}
      <CsvImportDialog
        open={isImporting}
        title="Importera artiklar"
        description="Leverantörens prislista som CSV med rubrikrad: Artikelnummer, Benämning, Enhet, Inköpspris, Försäljningspris, Leverantör, Hyllplats, Beställningspunkt, Lagerförd (ja/nej). Artikelnummer och Benämning krävs. Ett artikelnummer som redan finns får filens uppgifter och priser; lagret ändras inte. Filen kontrolleras först; inget sparas förrän du importerar."
        send={async (file, isDryRun) => {
          const result = await importPartsFile(file, isDryRun);
          if (!isDryRun) await queryClient.invalidateQueries({ queryKey: partsKey });
          return result;
        }}
        validText={({ created, updated }) => `Filen är giltig: ${created} nya artiklar, ${updated} uppdateras.`}
        onClose={() => setImporting(false)}
        onImported={({ created, updated }) => {
          setImporting(false);
          setNotice({ severity: 'success', text: `${created} artiklar har lagts till och ${updated} uppdaterats.` });
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        title="Ta bort artikel"
        text={`Vill du ta bort ${deleting?.partNumber ?? ''} ${deleting?.name ?? ''}? Detta kan inte ångras.`}
        confirmLabel="Ta bort"
        isWorking={remove.isPending}
        onConfirm={async () => {
          try {
            await remove.mutateAsync(deleting!.id);
            setNotice({ severity: 'success', text: 'Artikeln har tagits bort.' });
          } catch (caught) {
            setNotice({ severity: 'error', text: caught instanceof Error ? caught.message : 'Kunde inte ta bort artikeln.' });
          }
          setDeleting(null);
        }}
        onClose={() => setDeleting(null)}
      />
      <NoticeSnackbar notice={notice} onClose={() => setNotice(null)} />
    </>
  );
}
