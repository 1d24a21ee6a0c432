import { sql } from 'drizzle-orm';
import type { Booking } from '../../shared/planning';
import type { AuditChange } from '../../shared/team';
import { recordEvent, type Actor } from '../audit/service';
import type { MailLimits } from '../config';
import { isTurnedOn, messageCustomer } from '../customer-messages/service';
import type { Database } from '../db/client';
import { rowsOf } from '../db/rows';
import { machineNameOf } from '../machines/service';
import { calendarText, type FeedEvent } from './ical';

// What a booking's write tells others, in its own transaction (PLANNING.md decision 5): the trail
// of the work order, and the customer when the workshop turned that on. A write that changes neither
// time nor place (a retry, new mechanics only) tells nobody, so each booking and move is told once.

/** What the notice needs of the request: the mail allowance and the time of the calendar file. */
export interface BookingContext {
  mailLimits: MailLimits;
  now: Date;
}

const WHERE: ReadonlyArray<keyof Booking> = ['start', 'end', 'bayId', 'onSite', 'address'];

const changesOf = (before: Booking | null, after: Booking | null): AuditChange[] =>
  WHERE.filter((field) => (before?.[field] ?? null) !== (after?.[field] ?? null)).map((field) => ({
    field: `booking.${field}`,
    from: before?.[field] ?? null,
    to: after?.[field] ?? null,
  }));

/** The trail and the customer's message of a booking made or moved; nothing when time and place stand. */
export async function noticeBooking(
  tx: Database,
  actor: Actor,
  before: Booking | null,
  after: Booking,
  context: BookingContext,
): Promise<void> {
  const changes = changesOf(before, after);
  if (changes.length === 0) return;
  await recordEvent(tx, actor, 'workOrder', after.workOrderId, before ? 'moved' : 'booked', changes);
  // Most workshops tell no customer of bookings: then nothing about the booking is read for a message.
  if (!(await isTurnedOn(tx, actor.organisationId, 'bookingChanged'))) return;
  const [event] = await rowsOf<FeedEvent & { workshop: string }>(
    tx,
    sql`select k.work_order_id as "workOrderId", k.starts_at as "startsAt", k.ends_at as "endsAt", k.version,
      w.work_order_number as "number", w.title, c.name as "customerName", null as "customerPhone",
      ${machineNameOf(sql`${actor.organisationId}::uuid`, sql`w.machine_id`)} as "machine",
      case when k.on_site then k.address else b.name end as "place", k.on_site as "onSite", k.updated_at as "updatedAt",
      o.name as workshop
      from bookings k join work_orders w on w.id = k.work_order_id join organisations o on o.id = k.organisation_id
      left join customers c on c.id = w.customer_id left join bays b on b.id = k.bay_id
      where k.organisation_id = ${actor.organisationId} and k.work_order_id = ${after.workOrderId}`,
  );
  if (!event) return;
  await messageCustomer(
    tx,
    {
      kind: 'bookingChanged',
      organisationId: actor.organisationId,
      workOrderId: after.workOrderId,
      booking: { start: after.start, end: after.end, place: event.place, onSite: event.onSite, moved: before !== null },
      calendar: calendarText(event.workshop, [{ ...event, customerName: event.workshop }], context.now),
    },
    context.mailLimits,
  );
}

/** The trail of a booking taken away. */
export async function noticeUnbooking(tx: Database, actor: Actor, before: Booking): Promise<void> {
  await recordEvent(tx, actor, 'workOrder', before.workOrderId, 'unbooked', changesOf(before, null));
}
