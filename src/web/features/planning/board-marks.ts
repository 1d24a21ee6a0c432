import { addDays } from '../../../shared/dates';
import { messages } from '../../../shared/messages';
import type { Planning } from '../../../shared/planning';
import { ABSENCE_KIND_LABELS, WEEKDAYS } from '../../../shared/planning';
import { clockOf, dateOf, minutesOfClock } from './board-time';

type PlannedBooking = Planning['bookings'][number];

const overlaps = (a: { start: string; end: string }, b: { start: string; end: string }) =>
  a.start < b.end && b.start < a.end;

const WEEKDAY_NAMES = ['måndag', 'tisdag', 'onsdag', 'torsdag', 'fredag', 'lördag', 'söndag'];
const weekdayIndex = (date: string) => (new Date(`${date}T12:00:00Z`).getUTCDay() + 6) % 7;

/**
 * The days a booking does not keep to the opening hours on, as the server's warning reads them
 * (planning/warnings.ts `daysOutsideHours`): one day within one opening; over days it starts and ends
 * inside one, and every day between is open. Times are Swedish wall-clock text, compared on the clock.
 */
export function daysOutsideHours(hours: Planning['hours'], start: string, end: string): string[] {
  const first = dateOf(start);
  // Ending at midnight is the day before's end.
  const last = clockOf(end) === '00:00' && dateOf(end) > first ? addDays(dateOf(end), -1) : dateOf(end);
  const days: string[] = [];
  for (let day = first; day <= last; day = addDays(day, 1)) days.push(day);
  return days.filter((day, index) => {
    const openings = hours[WEEKDAYS[weekdayIndex(day)]!].map((open) => ({
      from: minutesOfClock(open.from),
      to: minutesOfClock(open.to),
    }));
    const from = index === 0 && clockOf(start) !== '00:00' ? minutesOfClock(clockOf(start)) : null;
    const to = index === days.length - 1 && day === dateOf(end) ? minutesOfClock(clockOf(end)) : null;
    if (days.length === 1) return !openings.some((open) => open.from <= (from ?? 0) && (to ?? 1440) <= open.to);
    if (from !== null) return !openings.some((open) => open.from <= from && from < open.to);
    if (to !== null) return !openings.some((open) => open.from < to && to <= open.to);
    return openings.length === 0;
  });
}

/**
 * What the board marks on a block (PLANNING.md decision 2), read from what it shows: outside the
 * opening hours, a mechanic away or booked twice, a bay booked twice, a public holiday. The server's
 * own warnings answer each write.
 */
export function warningOf(booking: PlannedBooking, planning: Planning): string | undefined {
  const found = daysOutsideHours(planning.hours, booking.start, booking.end).map((day) =>
    messages.warningOutsideHours(`${WEEKDAY_NAMES[weekdayIndex(day)]} ${day}`),
  );
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
