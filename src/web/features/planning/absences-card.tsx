import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { addDays, formatDate, swedishDate } from '../../../shared/dates';
import { messages } from '../../../shared/messages';
import { ABSENCE_KIND_LABELS, ABSENCE_KINDS } from '../../../shared/planning';
import { absenceFormSchema, type AbsenceForm } from '../../../shared/planning-form';
import { Alert } from '../../ui/alert';
import { Button, IconButton } from '../../ui/button';
import { Card } from '../../ui/card';
import { FieldGrid } from '../../ui/field-grid';
import { FormTextField } from '../../ui/mui/text-field';
import { RowList, RowMain, RowPrimary, RowSecondary } from '../../ui/row-list';
import { Skeleton } from '../../ui/skeleton';
import { useAbsences, useAddAbsence, useDeleteAbsence, usePlanningMembers } from './api/resources';

/** How far ahead the list reaches: the API's widest period. */
const AHEAD_DAYS = 30;

/** A whole day by its date (an end at midnight is the day before's end), a time as the clock shows it. */
const dayOrTime = (text: string, isEnd = false) =>
  text.endsWith('T00:00') ? formatDate(addDays(text.slice(0, 10), isEnd ? -1 : 0)) : text.replace('T', ' ');

/** *Frånvaro* (PLANNING.md decision 2): who is away the coming month; add and delete whole days. */
export default function AbsencesCard() {
  const today = swedishDate();
  const members = usePlanningMembers(today);
  const absences = useAbsences(today, addDays(today, AHEAD_DAYS));
  const add = useAddAbsence();
  const remove = useDeleteAbsence();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<AbsenceForm>({
    resolver: zodResolver(absenceFormSchema),
    defaultValues: { userId: '', kind: 'vacation', start: today, end: today },
  });
  const nameOf = (id: string) => members.data?.find((member) => member.id === id)?.name ?? '';
  const failed = (caught: unknown) =>
    setError(caught instanceof Error && caught.message ? caught.message : messages.unknownError);

  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      await add.mutateAsync({ ...values, note: null });
      form.reset({ ...values, userId: '' });
    } catch (caught) {
      failed(caught);
    }
  });
  const onDelete = async (id: string) => {
    setError(null);
    try {
      await remove.mutateAsync(id);
    } catch (caught) {
      failed(caught);
    }
  };

  return (
    <Card title="Frånvaro" icon="eventAvailable">
      {error && <Alert severity="error">{error}</Alert>}
      <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label="Lägg till frånvaro">
        <FieldGrid columns="1fr 1fr 1fr 1fr" phoneColumns="1fr 1fr">
          <FormTextField
            control={form.control}
            name="userId"
            label="Medarbetare"
            required
            options={[
              { value: '', label: 'Välj' },
              ...(members.data ?? []).map((m) => ({ value: m.id, label: m.name })),
            ]}
          />
          <FormTextField
            control={form.control}
            name="kind"
            label="Frånvaro"
            options={ABSENCE_KINDS.map((kind) => ({ value: kind, label: ABSENCE_KIND_LABELS[kind] }))}
          />
          <FormTextField control={form.control} name="start" label="Från" type="date" required />
          <FormTextField control={form.control} name="end" label="Till och med" type="date" required />
        </FieldGrid>
        <Button type="submit" variant="primary" icon="add" isBusy={form.formState.isSubmitting}>
          Lägg till frånvaro
        </Button>
      </form>
      {absences.isPending ? (
        <Skeleton height={80} />
      ) : absences.isError ? (
        <Alert severity="error">Kunde inte hämta frånvaron.</Alert>
      ) : absences.data.length === 0 ? (
        <p>Ingen frånvaro inlagd de kommande 30 dagarna.</p>
      ) : (
        <RowList label="Frånvaro de kommande 30 dagarna">
          {absences.data.map((absence) => (
            <li key={absence.id}>
              <RowMain>
                <RowPrimary as="strong">
                  {nameOf(absence.userId)}: {ABSENCE_KIND_LABELS[absence.kind]}
                </RowPrimary>
                <RowSecondary>
                  {dayOrTime(absence.start)} – {dayOrTime(absence.end, true)}
                </RowSecondary>
              </RowMain>
              <IconButton
                icon="deleteOutline"
                label={`Ta bort frånvaro för ${nameOf(absence.userId)}`}
                tooltip="Ta bort"
                isBusy={remove.isPending && remove.variables === absence.id}
                onClick={() => void onDelete(absence.id)}
              />
            </li>
          ))}
        </RowList>
      )}
    </Card>
  );
}
