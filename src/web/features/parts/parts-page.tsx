import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { Part } from '../../../shared/parts';
import { Button } from '../../ui/button';
import { ConfirmDialog, NoticeSnackbar, type Notice } from '../../ui/feedback';
import { islandOf } from '../../ui/island';
import { ListPageShell } from '../../ui/list-page';
import { useDeletePart } from './api/delete-part';
import { partsQuery, type PartFilter } from './api/list-parts';
import { PartList } from './part-list';
import { useMay } from '../../session/role';

// The list is drawn without MUI; the dialogs load it when first opened.
const PartDialog = islandOf(() => import('./part-dialog').then((module) => module.PartDialog));
const ImportDialog = islandOf(() => import('./import-dialog').then((module) => module.ImportDialog));

const FILTERS: Record<PartFilter, string> = { all: 'Alla', low: 'Lågt lager' };

/** 'Lager': the parts by number, searched, filtered on low stock; new, edit, delete and a supplier's price list. */
export default function PartsPage() {
  // The register of parts is the office's (docs/team.md decision 1); the server refuses the rest anyway.
  const mayDelete = useMay('office');
  const navigate = useNavigate();
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
          mayDelete && (
            <>
              <Button icon="uploadFileOutlined" onClick={() => setImporting(true)}>
                Importera
              </Button>
              <Button variant="primary" icon="add" onClick={() => setEditing('new')}>
                Ny artikel
              </Button>
            </>
          )
        }
        errorText="Kunde inte hämta artiklarna."
        empty={{
          icon: 'inventory2Outlined',
          text: 'Inga artiklar ännu. Lägg till en, eller importera leverantörens prislista.',
          filteredText: 'Ingen artikel matchar sökningen eller har lågt lager.',
          ...(mayDelete ? { actionLabel: 'Ny artikel', onAction: () => setEditing('new') } : {}),
        }}
      >
        {(items, isCompact) => (
          <PartList
            parts={items}
            isCompact={isCompact}
            onEdit={mayDelete ? setEditing : undefined}
            onDelete={mayDelete ? setDeleting : undefined}
          />
        )}
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
      {isImporting && (
        <ImportDialog
          onClose={() => setImporting(false)}
          onImported={(created, updated) => {
            setImporting(false);
            setNotice({
              severity: 'success',
              text: `${created} artiklar har lagts till och ${updated} uppdaterats.`,
            });
          }}
        />
      )}
      {deleting && (
        <ConfirmDialog
          open
          title="Ta bort artikel"
          text={`Vill du ta bort ${deleting.partNumber} ${deleting.name}? Detta kan inte ångras.`}
          confirmLabel="Ta bort"
          isWorking={remove.isPending}
          onConfirm={async () => {
            try {
              await remove.mutateAsync(deleting.id);
              setNotice({ severity: 'success', text: 'Artikeln har tagits bort.' });
            } catch (caught) {
              setNotice({
                severity: 'error',
                text: caught instanceof Error ? caught.message : 'Kunde inte ta bort artikeln.',
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
