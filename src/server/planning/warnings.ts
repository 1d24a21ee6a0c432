import { addDays } from '../../shared/dates';
import { holidayOn } from '../../shared/holidays';
import { messages } from '../../shared/messages';
import { ABSENCE_KIND_LABELS, type OpeningHours, type Warning } from '../../shared/planning';
import { clockMinutesOf, swedishDaysOf, swedishMidnight } from '../../shared/swedish-time';
import type { Database } from '../db/client';
import * as repository from './bookings-repository';
import { weekdayOf } from './opening-hours';

// What a booking runs into (PLANNING.md decision 2): it is saved all the same, and the answer says why to look again.

export interface PlannedTime {
  workOrderId: string;
  startsAt: string;
  endsAt: string;
  bayId: string | null;
  assigneeIds: string[];
}

const WEEKDAY_NAMES = {
  mon: 'måndag',
  tue: 'tisdag',
  wed: 'onsdag',
  thu: 'torsdag',
  fri: 'fredag',
  sat: 'lördag',
  sun: 'söndag',
};
const minutesOf = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

/**
 * The Swedish days the booking touches that it does not keep to the opening hours on: one day must lie
 * within one opening; over several days it starts and ends inside one, and every day between is open.
 */
export function daysOutsideHours(hours: OpeningHours, startsAt: string, endsAt: string): string[] {
  const days = swedishDaysOf(startsAt, endsAt);
  return days.filter((day, index) => {
    const openings = hours[weekdayOf(day)].map(({ from, to }) => ({ from: minutesOf(from), to: minutesOf(to) }));
    const dayStart = swedishMidnight(day);
    const nextStart = swedishMidnight(addDays(day, 1));
    const from = index === 0 && startsAt > dayStart ? clockMinutesOf(startsAt) : null;
    const to = index === days.length - 1 && endsAt < nextStart ? clockMinutesOf(endsAt) : null;
    if (days.length === 1) {
      return !openings.some((open) => open.from <= (from ?? 0) && (to ?? 1440) <= open.to);
    }
    if (from !== null) return !openings.some((open) => open.from <= from && from < open.to);
    if (to !== null) return !openings.some((open) => open.from < to && to <= open.to);
    return openings.length === 0;
  });
}

/**
 * An absence's time in a warning, from its Swedish "2026-06-19 13:00" ends: whole days as dates
 * ("2026-12-10", "2026-12-10–2026-12-11"), one day's hours once with the date ("2026-06-19 13:00–16:00").
 */
export function absenceWhen(start: string, end: string): string {
  const [startDate, startClock] = start.split(' ') as [string, string];
  const [endDate, endClock] = end.split(' ') as [string, string];
  if (startClock === '00:00' && endClock === '00:00') {
    const lastDay = addDays(endDate, -1);
    return lastDay === startDate ? startDate : `${startDate}–${lastDay}`;
  }
  if (startDate === endDate) return `${start}–${endClock}`;
  return `${start}–${end}`;
}

/** Everything a booking runs into; its reads go side by side (on the pool, each on a connection of its own). */
export async function warningsFor(
  db: Database,
  organisationId: string,
  openingHours: OpeningHours | Promise<OpeningHours>,
  planned: PlannedTime,
): Promise<Warning[]> {
  const { startsAt, endsAt } = planned;
  const [hours, absences, others] = await Promise.all([
    openingHours,
    repository.overlappingAbsences(db, organisationId, planned.assigneeIds, startsAt, endsAt),
    repository.overlappingBookings(db, organisationId, planned.workOrderId, startsAt, endsAt),
  ]);
  const warnings: Warning[] = [];
  for (const day of daysOutsideHours(hours, startsAt, endsAt)) {
    warnings.push({
      kind: 'outsideHours',
      message: messages.warningOutsideHours(`${WEEKDAY_NAMES[weekdayOf(day)]} ${day}`),
    });
  }
  for (const day of swedishDaysOf(startsAt, endsAt)) {
    const holiday = holidayOn(day);
    if (holiday) warnings.push({ kind: 'holiday', message: messages.warningHoliday(day, holiday.name) });
  }
  for (const absence of absences) {
    const kind = ABSENCE_KIND_LABELS[absence.kind as keyof typeof ABSENCE_KIND_LABELS].toLowerCase();
    const when = absenceWhen(absence.startsAt, absence.endsAt);
    warnings.push({ kind: 'absence', message: messages.warningAbsence(absence.name, kind, when) });
  }
  const busy = others.flatMap((other) =>
    other.assigneeIds.filter((id) => planned.assigneeIds.includes(id)).map((id) => ({ id, other })),
  );
  const names = await repository.memberNames(db, organisationId, [...new Set(busy.map(({ id }) => id))]);
  for (const { id, other } of busy) {
    warnings.push({
      kind: 'memberBusy',
      message: messages.warningMemberBusy(names.get(id) ?? '', other.workOrderNumber),
    });
  }
  for (const other of others) {
    if (planned.bayId !== null && other.bayId === planned.bayId) {
      warnings.push({ kind: 'bayBusy', message: messages.warningBayBusy(other.bayName ?? '', other.workOrderNumber) });
    }
  }
  return warnings;
}
