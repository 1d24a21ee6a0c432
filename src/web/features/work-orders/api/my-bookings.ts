import { useQuery } from '@tanstack/react-query';
import { addDays, swedishDate } from '../../../../shared/dates';
import type { Planning } from '../../../../shared/planning';
import { apiJson } from '../../../lib/api-client';

/** Mina jobb reaches this far ahead: today and the coming days (PLANNING.md decision 4). */
const AHEAD_DAYS = 13;

export type MyBooking = Planning['bookings'][number] & { place: string; mapQuery: string | null };

/**
 * The member's booked jobs in time order from today, with where they are done: GET /planning of the
 * coming two weeks (every member reads it), the member's own bookings. Under the planning key, so that
 * a booking's write reads it again.
 */
export function useMyBookings(userId: string | undefined) {
  const today = swedishDate();
  return useQuery({
    queryKey: ['planning', 'mine', userId, today],
    enabled: Boolean(userId),
    queryFn: async ({ signal }) => {
      const planning = await apiJson<Planning>(`/planning?from=${today}&to=${addDays(today, AHEAD_DAYS)}`, { signal });
      return planning.bookings
        .filter((booking) => booking.assigneeIds.includes(userId!) && booking.end.slice(0, 10) >= today)
        .sort((a, b) => a.start.localeCompare(b.start))
        .map((booking): MyBooking => ({
          ...booking,
          place: booking.onSite
            ? `Ute hos kund${booking.address ? `: ${booking.address}` : ''}`
            : (planning.bays.find((bay) => bay.id === booking.bayId)?.name ?? 'Ingen plats vald'),
          mapQuery: booking.onSite ? booking.address : null,
        }));
    },
  });
}
