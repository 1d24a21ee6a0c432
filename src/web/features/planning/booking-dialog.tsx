import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { Planning } from '../../../shared/planning';
import { bookingFormSchema, bookingOfForm, type BookingForm } from '../../../shared/planning-form';
import { messages } from '../../../shared/messages';
import { Alert } from '../../ui/alert';
import { FieldGrid } from '../../ui/field-grid';
import { FormDialog } from '../../ui/mui/form-dialog';
import { FormTextField } from '../../ui/mui/text-field';
import { useBookServiceDue, useBookWorkOrder } from './api/book';
import { clockOf, dateOf } from './board-time';
import { conflictWords, type BookingResult, type BookingTarget } from './booking-target';

/** The quarter hours a day can be booked at, 00:00 to 23:45. */
const QUARTERS = Array.from({ length: 96 }, (_, index) => {
  const minutes = index * 15;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
});

/** Where a booking starts when nothing is chosen: the day shown, 07:00–09:00, the row's mechanic. */
export interface BookingDefaults {
  date: string;
  assigneeId?: string;
  bayId?: string;
}

/** Boka / Flytta with the keyboard: everything dragging does (PLANNING.md decision 3). */
export function BookingDialog({
  target,
  planning,
  defaults,
  onClose,
  onDone,
}: {
  target: BookingTarget;
  planning: Planning;
  defaults: BookingDefaults;
  onClose(): void;
  onDone(result: BookingResult): void;
}) {
  const book = useBookWorkOrder();
  const bookDue = useBookServiceDue();
  const [error, setError] = useState<string | null>(null);
  const booking = target.kind === 'job' ? target.booking : null;
  const form = useForm<BookingForm>({
    resolver: zodResolver(bookingFormSchema),
    defaultValues: booking
      ? {
          date: dateOf(booking.start),
          start: clockOf(booking.start),
          endDate: dateOf(booking.end),
          end: clockOf(booking.end),
          assigneeId: booking.assigneeIds[0] ?? '',
          place: booking.onSite ? 'onSite' : (booking.bayId ?? ''),
          address: booking.address ?? '',
        }
      : {
          date: defaults.date,
          start: '07:00',
          endDate: defaults.date,
          end: '09:00',
          assigneeId: defaults.assigneeId ?? '',
          place: defaults.bayId ?? '',
          address: '',
        },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    const sent = bookingOfForm(values);
    try {
      const saved =
        target.kind === 'due'
          ? await bookDue.mutateAsync({ intervalId: target.intervalId, values: sent })
          : await book.mutateAsync({
              workOrderId: target.workOrderId,
              values: { ...sent, version: booking?.version ?? 0 },
            });
      onDone({ warnings: saved.warnings, label: target.label });
    } catch (caught) {
      const conflict = conflictWords(caught, planning);
      if (conflict) onDone({ conflict });
      else setError(caught instanceof Error && caught.message ? caught.message : messages.unknownError);
    }
  });

  const isOnSite = form.watch('place') === 'onSite';
  const members = [
    { value: '', label: 'Ingen vald' },
    ...planning.members.map((m) => ({ value: m.id, label: m.name })),
  ];
  const places = [
    { value: '', label: 'Ingen vald' },
    ...planning.bays.map((bay) => ({ value: bay.id, label: bay.name })),
    { value: 'onSite', label: 'Ute hos kund' },
  ];
  return (
    <FormDialog
      title={`${booking ? 'Flytta' : 'Boka'} ${target.label}`}
      submitLabel={booking ? 'Flytta' : 'Boka'}
      isSubmitting={form.formState.isSubmitting}
      onClose={onClose}
      onSubmit={(event) => void onSubmit(event)}
    >
      {error && <Alert severity="error">{error}</Alert>}
      <FieldGrid columns="1fr 1fr" phoneColumns="1fr 1fr">
        <FormTextField control={form.control} name="date" label="Datum" type="date" required autoFocus />
        <FormTextField control={form.control} name="start" label="Start" options={QUARTERS} required />
        <FormTextField control={form.control} name="endDate" label="Slutdatum" type="date" required />
        <FormTextField control={form.control} name="end" label="Slut" options={QUARTERS} required />
      </FieldGrid>
      <FieldGrid columns="1fr 1fr" phoneColumns="1fr">
        <FormTextField control={form.control} name="assigneeId" label="Mekaniker" options={members} />
        <FormTextField control={form.control} name="place" label="Plats" options={places} />
      </FieldGrid>
      {isOnSite && (
        <FormTextField
          control={form.control}
          name="address"
          label="Adress"
          helperText="Tomt: kundens adress."
          autoComplete="street-address"
        />
      )}
    </FormDialog>
  );
}
