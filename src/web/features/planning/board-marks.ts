import type { Planning } from '../../../shared/planning';
import { ABSENCE_KIND_LABELS } from '../../../shared/planning';
import { dateOf } from './board-time';

type PlannedBooking = Planning['bookings'][number];

const overlaps = (a: { start: string; end: string }, b: { start: string; end: string }) =>
  a.start < b.end && b.start < a.end;

/**
 * What the board marks on a block (PLANNING.md decision 2), read from what it shows: a mechanic away
 * or booked twice, a bay booked twice, a public holiday. The server's own warnings answer each write.
 */
export function warningOf(booking: PlannedBooking, planning: Planning): string | undefined {
  const found: string[] = [];
  const nameOf = (id: string) => planning.members.find((member) => member.id === id)?.name ?? 'En mekaniker';
  for (const absence of planning.absences) {
    if (booking.assigneeIds.includes(absence.userId) && overlaps(booking, absence)) {
      const kind = ABSENCE_KIND_LABELS[absence.kind as keyof typeof ABSENCE_KIND_LABELS] ?? absence.kind;
      found.push(`${nameOf(absence.userId)} är frånvarande (${kind.toLowerCase()}).`);
    }
  }
  for (const other of planning.bookings) {
    if (other.workOrderId === booking.workOrderId || !overlaps(booking, other)) continue;
    if (other.workOrder.status === 'Avbruten' || booking.workOrder.status === 'Avbruten') continue;
    for (const id of booking.assigneeIds.filter((member) => other.assigneeIds.includes(member)))
      found.push(`${nameOf(id)} är redan bokad på ${other.workOrder.number} samtidigt.`);
    if (booking.bayId && booking.bayId === other.bayId) {
      const bay = planning.bays.find((candidate) => candidate.id === booking.bayId)?.name ?? 'Platsen';
      found.push(`${bay} är redan bokad för ${other.workOrder.number} samtidigt.`);
    }
  }
  for (const holiday of planning.holidays) {
    if (dateOf(booking.start) <= holiday.date && holiday.date <= dateOf(booking.end))
      found.push(`Bokningen ligger på ${holiday.name} (${holiday.date}).`);
  }
  return found.length > 0 ? found.join(' ') : undefined;
}
