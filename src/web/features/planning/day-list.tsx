import type { Planning } from '../../../shared/planning';
import { ABSENCE_KIND_LABELS } from '../../../shared/planning';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { Stack } from '../../ui/stack';
import { RowList, RowMain, RowPrimary, RowSecondary } from '../../ui/row-list';
import { WorkOrderStatusChip } from '../../ui/status-chip';
import { warningOf } from './board-marks';
import { absenceWords, spanWords } from './board-time';
import { placeOf } from './place';

type PlannedBooking = Planning['bookings'][number];

/** One day as a list per mechanic (PLANNING.md decision 3, 375 px): each job with Flytta, absences named. */
export function DayList({
  planning,
  date,
  onOpen,
}: {
  planning: Planning;
  date: string;
  onOpen(booking: PlannedBooking): void;
}) {
  const onDay = (start: string, end: string) => start.slice(0, 10) <= date && date <= end.slice(0, 10);
  const unassigned = planning.bookings.filter(
    (booking) => booking.assigneeIds.length === 0 && onDay(booking.start, booking.end),
  );
  const rows = [
    ...planning.members.map((member) => ({
      id: member.id,
      name: member.name,
      bookings: planning.bookings.filter((b) => b.assigneeIds.includes(member.id) && onDay(b.start, b.end)),
      away: planning.absences.filter((a) => a.userId === member.id && onDay(a.start, a.end)),
    })),
    ...(unassigned.length > 0 ? [{ id: 'none', name: 'Ingen mekaniker', bookings: unassigned, away: [] }] : []),
  ];
  return (
    <Stack gap={2}>
      {rows.map((row) => (
        <Card
          key={row.id}
          title={row.name}
          isEmpty={row.bookings.length === 0 && row.away.length === 0}
          emptyText="Inget bokat."
        >
          <RowList label={`${row.name}s dag`}>
            {row.away.map((absence) => (
              <li key={absence.id}>
                <RowMain>
                  <RowPrimary>Frånvaro: {ABSENCE_KIND_LABELS[absence.kind]}</RowPrimary>
                  <RowSecondary>{absenceWords(absence.start, absence.end)}</RowSecondary>
                </RowMain>
              </li>
            ))}
            {row.bookings.map((booking) => {
              const warning = warningOf(booking, planning);
              return (
                <li key={booking.workOrderId}>
                  <RowMain>
                    <RowPrimary as="strong">
                      {spanWords(booking.start, booking.end)} · {booking.workOrder.number}
                    </RowPrimary>
                    <RowSecondary>
                      {[booking.workOrder.customerName, booking.workOrder.machine].filter(Boolean).join(' · ')}
                    </RowSecondary>
                    <RowSecondary>{placeOf(booking, planning.bays)}</RowSecondary>
                    {warning && <RowSecondary title={warning}>Varning: {warning}</RowSecondary>}
                    <WorkOrderStatusChip status={booking.workOrder.status} />
                  </RowMain>
                  <Button size="small" icon="editOutlined" onClick={() => onOpen(booking)}>
                    Flytta
                  </Button>
                </li>
              );
            })}
          </RowList>
        </Card>
      ))}
    </Stack>
  );
}
