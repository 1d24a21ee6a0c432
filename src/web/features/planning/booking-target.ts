import type { Booking, Planning, Warning } from '../../../shared/planning';
import { bookingTimeWords } from '../../../shared/booking-time-text';
import { ApiError } from '../../lib/api-client';

/** What the board books: a job (booked already or from the tray) or a due service from the tray. */
export type BookingTarget =
  | { kind: 'job'; workOrderId: string; label: string; booking: Booking | null }
  | { kind: 'due'; intervalId: string; label: string };

/** What a write answered, to show on the board. */
export type BookingResult = { warnings: Warning[]; label: string } | { conflict: string };

/** A booking as the board says it: "tisdag 31 mars kl. 07:00–09:00, Hall 1, Nils Berg". */
export function bookingWords(booking: Booking, planning: Pick<Planning, 'bays' | 'members'>): string {
  const place = booking.onSite
    ? `ute hos kund${booking.address ? ` (${booking.address})` : ''}`
    : (planning.bays.find((bay) => bay.id === booking.bayId)?.name ?? null);
  const names = booking.assigneeIds.map((id) => planning.members.find((member) => member.id === id)?.name ?? '');
  return [bookingTimeWords(booking.start, booking.end), place, ...names.filter(Boolean)].filter(Boolean).join(', ');
}

/**
 * A 409 on a move (PLANNING.md decision 7): the refusal and the booking as it is now, in Swedish;
 * null for any other error.
 */
export function conflictWords(error: unknown, planning: Pick<Planning, 'bays' | 'members'>): string | null {
  if (!(error instanceof ApiError) || error.status !== 409 || error.code !== 'booking.changed') return null;
  const current = (error.body as { booking?: Booking | null } | undefined)?.booking;
  return current
    ? `${error.message} Bokad ${bookingWords(current, planning)}.`
    : `${error.message} Den är inte längre bokad.`;
}
