import type { Planning } from '../../../shared/planning';
import { spanWords } from './board-time';

type PlannedBooking = Planning['bookings'][number];

/**
 * What a booking's block on the board says (PLANNING.md decision 3): its lines, the job's number first
 * (the board never cuts it), then the customer and the machine; and the whole of it — number, title,
 * customer, machine and time — for the tooltip and for a screen reader, since a narrow block cuts the rest.
 */
export function blockWords(booking: PlannedBooking): {
  lines: [string, ...string[]];
  description: string;
  ariaLabel: string;
} {
  const job = booking.workOrder;
  const others = [job.customerName, job.machine].filter((line): line is string => Boolean(line));
  const description = [`${job.number} ${job.title}`, ...others, spanWords(booking.start, booking.end)].join(', ');
  return { lines: [job.number, ...others], description, ariaLabel: `${description}. Enter öppnar Flytta.` };
}
