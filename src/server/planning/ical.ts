import ical from 'ical-generator';
import { swedishTimeOf } from '../../shared/swedish-time';

// RFC 5545 text of a member's bookings (PLANNING.md decision 6), written by ical-generator: folding at
// 75 octets, CRLF and escaping are its job, not ours.

export interface FeedEvent {
  workOrderId: string;
  startsAt: string | Date;
  endsAt: string | Date;
  version: number;
  number: string;
  title: string;
  customerName: string | null;
  customerPhone: string | null;
  machine: string | null;
  place: string | null;
  onSite: boolean;
  updatedAt: string | Date;
}

const ZONE = 'Europe/Stockholm';

/**
 * Sweden's zone as a calendar needs it: CET, and CEST from the last Sunday of March to the last Sunday of
 * October (EU directive 2000/84/EC, Sweden's rule since 1996). Written here, so that no zone database
 * ships for one zone whose rule has not changed in thirty years.
 */
const STOCKHOLM_VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${ZONE}`,
  'X-LIC-LOCATION:Europe/Stockholm',
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'TZNAME:CEST',
  'DTSTART:19700329T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'TZNAME:CET',
  'DTSTART:19701025T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
].join('\r\n');

/**
 * The Swedish wall-clock time without an offset: ical-generator writes a text time with a TZID by the
 * clock it reads, which is then Sweden's whatever zone the server itself runs in.
 */
const wallClock = (instant: string | Date) => `${swedishTimeOf(new Date(instant))}:00`;

export function calendarText(calendarName: string, events: FeedEvent[], now: Date): string {
  const calendar = ical({
    name: `${calendarName} – bokningar`,
    prodId: { company: 'Verkstan', product: 'Planering', language: 'SV' },
    timezone: { name: ZONE, generator: () => STOCKHOLM_VTIMEZONE },
  });
  for (const event of events) {
    const description = [event.customerName, event.customerPhone, event.machine].filter(Boolean).join('\n');
    calendar.createEvent({
      // The job's id: a moved booking is the same event, its SEQUENCE raised (RFC 5545 3.8.7.4).
      id: `booking-${event.workOrderId}@verkstan`,
      sequence: event.version - 1,
      start: wallClock(event.startsAt),
      end: wallClock(event.endsAt),
      timezone: ZONE,
      stamp: now,
      lastModified: new Date(event.updatedAt),
      summary: `${event.number} ${event.title}`,
      description: description || null,
      location: event.place ? (event.onSite ? `Ute hos kund: ${event.place}` : event.place) : null,
    });
  }
  return calendar.toString();
}
