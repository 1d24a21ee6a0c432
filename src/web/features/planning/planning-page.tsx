import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { shortDayWords } from '../../../shared/booking-time-text';
import { addDays, isIsoDate, isoWeekOf, mondayOf, swedishDate } from '../../../shared/dates';
import { messages } from '../../../shared/messages';
import { Alert, AlertList } from '../../ui/alert';
import { Button } from '../../ui/button';
import { ButtonRow } from '../../ui/button-row';
import { FilterButtons } from '../../ui/filter-buttons';
import { PageHeader } from '../../ui/page-header';
import { Skeleton } from '../../ui/skeleton';
import { Stack } from '../../ui/stack';
import { useIsCompact } from '../../lib/use-media-query';
import { useBookServiceDue, useBookWorkOrder } from './api/book';
import { usePlanning } from './api/planning';
import { usePlanningChanges } from './api/planning-changes';
import { BoardGrid } from './board-grid';
import type { RowKind } from './board-rows';
import { BoardTray } from './board-tray';
import { daysFrom, HOUR_MARKS } from './board-time';
import { BookingDialog, type BookingDefaults } from './booking-dialog';
import { conflictWords, type BookingResult, type BookingTarget } from './booking-target';
import { DayList } from './day-list';
import { bookingOfDrop, type Drop } from './drag';

type Mode = 'week' | 'day';
const MODES: Record<Mode, string> = { week: 'Vecka', day: 'Dag' };
const ROW_KINDS: Record<RowKind, string> = { members: 'Per mekaniker', bays: 'Per plats' };

/** *Planering* (PLANNING.md decision 3): the week or a day, a row per mechanic or bay, and the tray. */
export default function PlanningPage() {
  const [params, setParams] = useSearchParams();
  const isCompact = useIsCompact();
  const asked = params.get('date') ?? '';
  const date = isIsoDate(asked) ? asked : swedishDate();
  const mode: Mode = isCompact || params.get('mode') === 'day' ? 'day' : 'week';
  const rowKind: RowKind = params.get('rows') === 'bays' ? 'bays' : 'members';
  const from = mode === 'week' ? mondayOf(date) : date;
  const dates = daysFrom(from, mode === 'week' ? 7 : 1);
  const planning = usePlanning(from, dates[dates.length - 1]!, rowKind);
  usePlanningChanges();
  const book = useBookWorkOrder();
  const bookDue = useBookServiceDue();
  const [dialog, setDialog] = useState<{ target: BookingTarget; defaults: BookingDefaults } | null>(null);
  const [result, setResult] = useState<BookingResult | { error: string } | null>(null);

  const show = (changes: Record<string, string>) => setParams({ ...Object.fromEntries(params), ...changes });
  const step = mode === 'week' ? 7 : 1;
  const data = planning.data;

  const onDrop = async (drop: Drop) => {
    const write = bookingOfDrop(drop, rowKind);
    if (!write || !data) return;
    setResult(null);
    try {
      const saved =
        write.target.kind === 'due'
          ? await bookDue.mutateAsync({ intervalId: write.target.intervalId, values: write.values })
          : await book.mutateAsync({ workOrderId: write.target.workOrderId, values: write.values });
      setResult({ warnings: saved.warnings, label: write.target.label });
    } catch (caught) {
      const conflict = conflictWords(caught, data);
      setResult(conflict ? { conflict } : { error: caught instanceof Error ? caught.message : messages.unknownError });
    }
  };
  const openBooking = (booking: NonNullable<typeof data>['bookings'][number]) =>
    setDialog({
      target: {
        kind: 'job',
        workOrderId: booking.workOrderId,
        label: `${booking.workOrder.number} ${booking.workOrder.title}`,
        booking,
      },
      defaults: { date },
    });

  const days = dates.map((day) => ({
    date: day,
    label: shortDayWords(day),
    holiday: data?.holidays.find((holiday) => holiday.date === day)?.name,
  }));
  return (
    <>
      <PageHeader
        title="Planering"
        subtitle={mode === 'week' ? `Vecka ${isoWeekOf(from).split('-W')[1]}` : shortDayWords(date)}
        actions={
          <ButtonRow>
            <Button icon="chevronLeft" onClick={() => show({ date: addDays(date, -step) })}>
              Föregående
            </Button>
            <Button onClick={() => show({ date: swedishDate() })}>Idag</Button>
            <Button icon="chevronRight" onClick={() => show({ date: addDays(date, step) })}>
              Nästa
            </Button>
          </ButtonRow>
        }
      />
      {!isCompact && (
        <ButtonRow>
          <FilterButtons label="Visa" value={mode} labels={MODES} onChange={(next) => show({ mode: next })} />
          <FilterButtons label="Rader" value={rowKind} labels={ROW_KINDS} onChange={(next) => show({ rows: next })} />
        </ButtonRow>
      )}
      {rowKind === 'bays' && !isCompact && data?.bays.length === 0 && (
        <Alert severity="info" isPolite>
          Verkstaden har inga platser ännu. Lägg till dem under{' '}
          <Link to="/settings/planning">Inställningar, Planering</Link>.
        </Alert>
      )}
      {result && <ResultAlert result={result} />}
      {planning.isPending ? (
        <Skeleton height={320} />
      ) : planning.isError ? (
        <Alert severity="error">Kunde inte hämta planeringen.</Alert>
      ) : isCompact ? (
        <Stack gap={3}>
          <DayList planning={planning.data} date={date} onOpen={openBooking} />
          <BoardTray planning={planning.data} onOpen={(target) => setDialog({ target, defaults: { date } })} />
        </Stack>
      ) : (
        <BoardGrid
          planning={planning.data}
          days={days}
          marks={mode === 'day' ? HOUR_MARKS : undefined}
          rowKind={rowKind}
          onDrop={(drop) => void onDrop(drop)}
          onOpen={openBooking}
          tray={<BoardTray planning={planning.data} onOpen={(target) => setDialog({ target, defaults: { date } })} />}
        />
      )}
      {dialog && data && (
        <BookingDialog
          target={dialog.target}
          planning={data}
          defaults={dialog.defaults}
          onClose={() => setDialog(null)}
          onDone={(done) => {
            setDialog(null);
            setResult(done);
          }}
        />
      )}
    </>
  );
}

function ResultAlert({ result }: { result: BookingResult | { error: string } }) {
  if ('error' in result) return <Alert severity="error">{result.error}</Alert>;
  if ('conflict' in result) return <Alert severity="error">{result.conflict}</Alert>;
  if (result.warnings.length === 0) return <Alert severity="success">{result.label} är bokad.</Alert>;
  return (
    <Alert severity="warning">
      {result.label} är bokad, med varningar:
      <AlertList items={result.warnings.map((warning) => warning.message)} />
    </Alert>
  );
}
