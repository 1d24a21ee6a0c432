import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { messages } from '../../../shared/messages';
import { bayInputSchema, type Bay } from '../../../shared/planning';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { ConfirmDelete } from '../../ui/confirm-delete';
import type { Notice } from '../../ui/feedback';
import { FieldGrid } from '../../ui/field-grid';
import { FormDialog } from '../../ui/mui/form-dialog';
import { FormTextField } from '../../ui/mui/text-field';
import { ReadRowList } from '../../ui/read-row-list';
import { removeAction, RowActions } from '../../ui/row-actions';
import { RowMain, RowPrimary } from '../../ui/row-list';
import { Stack } from '../../ui/stack';
import { Text } from '../../ui/text';
import { useMay } from '../../session/role';
import { useAddBay, useBays, useRemoveBay, useRenameBay } from './api/bays';

const errorText = (caught: unknown) =>
  caught instanceof Error && caught.message ? caught.message : messages.unknownError;

/**
 * *Platser* (PLANNING.md decision 1): the workshop's bays (Hall 1, Hall 2, Servicebil), seen by the
 * office and kept by the owner. A bay with bookings ahead is refused removal with the API's words.
 */
export default function BaysCard() {
  const bays = useBays();
  const isOwner = useMay('owner');
  const [notice, setNotice] = useState<Notice | null>(null);
  const [renaming, setRenaming] = useState<Bay | null>(null);
  const [removing, setRemoving] = useState<Bay | null>(null);
  const remove = useRemoveBay();
  return (
    <Card title="Platser" icon="place">
      <Stack gap={2}>
        {notice && <Alert severity={notice.severity}>{notice.text}</Alert>}
        <ReadRowList
          read={bays}
          label="Platser"
          errorText="Kunde inte hämta platserna."
          emptyText="Inga platser ännu. Lägg till till exempel Hall 1, Hall 2 och Servicebil."
        >
          {(bay) => (
            <>
              <RowMain>
                <RowPrimary as="strong">{bay.name}</RowPrimary>
              </RowMain>
              {isOwner && (
                <RowActions
                  actions={[
                    {
                      title: 'Byt namn',
                      label: `Byt namn på ${bay.name}`,
                      icon: 'editOutlined',
                      onClick: () => setRenaming(bay),
                    },
                    removeAction(bay.name, () => setRemoving(bay)),
                  ]}
                />
              )}
            </>
          )}
        </ReadRowList>
        {isOwner ? (
          <AddBayForm onNotice={setNotice} />
        ) : (
          <Text tone="muted">Bara verkstadens ägare kan ändra platserna.</Text>
        )}
      </Stack>
      {renaming && (
        <RenameBayDialog
          bay={renaming}
          onClose={(done) => {
            setRenaming(null);
            if (done) setNotice(done);
          }}
        />
      )}
      {removing && (
        <ConfirmDelete
          title={`Ta bort ${removing.name}?`}
          text="Tidigare bokningar behåller platsens namn. En plats med kommande bokningar kan inte tas bort."
          run={() => remove.mutateAsync(removing.id)}
          successText={`${removing.name} är borttagen.`}
          failureText="Kunde inte ta bort platsen."
          onDone={(done) => {
            setRemoving(null);
            if (done) setNotice(done);
          }}
        />
      )}
    </Card>
  );
}

function AddBayForm({ onNotice }: { onNotice(notice: Notice | null): void }) {
  const add = useAddBay();
  const form = useForm({ resolver: zodResolver(bayInputSchema), defaultValues: { name: '' } });
  const onSubmit = form.handleSubmit(async ({ name }) => {
    onNotice(null);
    try {
      const added = await add.mutateAsync(name);
      form.reset({ name: '' });
      onNotice({ severity: 'success', text: `${added.name} är tillagd.` });
    } catch (caught) {
      form.setError('name', { message: errorText(caught) });
    }
  });
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label="Lägg till plats">
      <FieldGrid columns="1fr auto" phoneColumns="1fr">
        <FormTextField control={form.control} name="name" label="Ny plats" placeholder="Till exempel Hall 1" required />
        <Button type="submit" variant="primary" icon="add" isBusy={form.formState.isSubmitting}>
          Lägg till plats
        </Button>
      </FieldGrid>
    </form>
  );
}

function RenameBayDialog({ bay, onClose }: { bay: Bay; onClose(done: Notice | null): void }) {
  const rename = useRenameBay();
  const form = useForm({ resolver: zodResolver(bayInputSchema), defaultValues: { name: bay.name } });
  const onSubmit = form.handleSubmit(async ({ name }) => {
    try {
      const renamed = await rename.mutateAsync({ id: bay.id, name });
      onClose({ severity: 'success', text: `Platsen heter nu ${renamed.name}.` });
    } catch (caught) {
      form.setError('name', { message: errorText(caught) });
    }
  });
  return (
    <FormDialog
      title={`Byt namn på ${bay.name}`}
      isSubmitting={form.formState.isSubmitting}
      onClose={() => onClose(null)}
      onSubmit={(event) => void onSubmit(event)}
    >
      <FormTextField control={form.control} name="name" label="Namn" required autoFocus />
    </FormDialog>
  );
}
