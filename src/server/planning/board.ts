import { holidaysBetween } from '../../shared/holidays';
import type { Planning } from '../../shared/planning';
import type { Database } from '../db/client';
import { serviceDuePage } from '../service-plans/service';
import { openJobPerforms } from '../work-orders/service';
import { absencesBetween } from './absences';
import { listBays } from './bays';
import * as repository from './board-repository';
import { toBooking } from './bookings';
import { hoursOf } from './opening-hours';

/**
 * Services due within this many days fill the tray (PLANNING.md decision 3), at most a page of them;
 * one an open job already performs is left out: it is booked, or waits in the tray as that job.
 */
const DUE_WITHIN_DAYS = 30;
const DUE_LIMIT = 50;

/** The planning board of the Swedish days from one date to another, both included (PLANNING.md decision 3). */
export async function planningBoard(
  db: Database,
  organisationId: string,
  period: { from: string; to: string; view: Planning['view'] },
  today: string,
): Promise<Planning> {
  const { from, to } = period;
  const [members, bays, hours, bookings, absences, unbooked, due] = await Promise.all([
    repository.activeMembers(db, organisationId),
    listBays(db, organisationId),
    hoursOf(db, organisationId),
    repository.bookingsBetween(db, organisationId, from, to),
    absencesBetween(db, organisationId, from, to),
    repository.unbookedJobs(db, organisationId),
    serviceDuePage(
      db,
      organisationId,
      { today },
      { within: DUE_WITHIN_DAYS, limit: DUE_LIMIT, leaveOut: openJobPerforms },
    ),
  ]);
  return {
    from,
    to,
    view: period.view,
    members,
    bays,
    hours,
    holidays: holidaysBetween(from, to).map(({ date, name }) => ({ date, name })),
    bookings: bookings.map(({ row, assigneeIds, job }) => ({ ...toBooking(row, assigneeIds), workOrder: job })),
    absences: absences.map(({ note: _note, ...absence }) => absence),
    unbooked,
    dueServices: due.items,
  };
}
