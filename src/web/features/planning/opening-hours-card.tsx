import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { messages } from '../../../shared/messages';
import { WEEKDAYS, type OpeningHours, type Weekday } from '../../../shared/planning';
import {
  hoursText,
  intervalsOfText,
  openingHoursFormSchema,
  type OpeningHoursForm,
} from '../../../shared/planning-form';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { FieldGrid } from '../../ui/field-grid';
import { FormTextField } from '../../ui/mui/text-field';
import { Skeleton } from '../../ui/skeleton';
import { useOpeningHours, useSaveOpeningHours } from './api/resources';

const DAY_NAMES: Record<Weekday, string> = {
  mon: 'Måndag',
  tue: 'Tisdag',
  wed: 'Onsdag',
  thu: 'Torsdag',
  fri: 'Fredag',
  sat: 'Lördag',
  sun: 'Söndag',
};

const formOf = (hours: OpeningHours) =>
  Object.fromEntries(WEEKDAYS.map((day) => [day, hoursText(hours[day])])) as OpeningHoursForm;

/** *Öppettider* (PLANNING.md decision 2): per weekday, "07:00–16:00", several with commas, empty for closed. */
export default function OpeningHoursCard() {
  const hours = useOpeningHours();
  return (
    <Card title="Öppettider" icon="schedule">
      {hours.isPending ? (
        <Skeleton height={200} />
      ) : hours.isError ? (
        <Alert severity="error">Kunde inte hämta öppettiderna.</Alert>
      ) : (
        <HoursForm hours={hours.data} />
      )}
    </Card>
  );
}

function HoursForm({ hours }: { hours: OpeningHours }) {
  const save = useSaveOpeningHours();
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const form = useForm<OpeningHoursForm>({
    resolver: zodResolver(openingHoursFormSchema),
    defaultValues: formOf(hours),
  });
  const onSubmit = form.handleSubmit(async (values) => {
    setNotice(null);
    try {
      const saved = await save.mutateAsync(
        Object.fromEntries(WEEKDAYS.map((day) => [day, intervalsOfText(values[day])])) as OpeningHours,
      );
      form.reset(formOf(saved));
      setNotice({ tone: 'success', text: 'Öppettiderna är sparade.' });
    } catch (caught) {
      setNotice({
        tone: 'error',
        text: caught instanceof Error && caught.message ? caught.message : messages.unknownError,
      });
    }
  });
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label="Öppettider">
      {notice && <Alert severity={notice.tone}>{notice.text}</Alert>}
      <FieldGrid columns="1fr 1fr" phoneColumns="1fr">
        {WEEKDAYS.map((day) => (
          <FormTextField
            key={day}
            control={form.control}
            name={day}
            label={DAY_NAMES[day]}
            placeholder="Stängt"
            helperText={day === 'mon' ? 'Till exempel 07:00–16:00. Tomt betyder stängt.' : undefined}
          />
        ))}
      </FieldGrid>
      <Button type="submit" variant="primary" isBusy={form.formState.isSubmitting}>
        Spara öppettider
      </Button>
    </form>
  );
}
