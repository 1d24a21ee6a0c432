import { useQuery } from '@tanstack/react-query';
import { addDays, swedishDate } from '../../../../shared/dates';
import type { Booking, Planning } from '../../../../shared/planning';
import { apiJson } from '../../../lib/api-client';
import type { FieldPack } from '../../../lib/offline/field-pack-shape';
import { orFromPack } from '../../../lib/offline/pack-fallback';

/** Mina jobb reaches this far ahead: today and the coming days (PLANNING.md decision 4). */
const AHEAD_DAYS = 13;

export type MyBooking = Planning['bookings'][number] & { place: string; mapQuery: string | null };

/**
 * Where a booked job is done: at the customer's address, or the bay's name (null: none found;
 * undefined: not known, offline, where a bay is named only as the workshop).
 */
const placed = (booking: Planning['bookings'][number], bayName: string | null | undefined): MyBooking => ({
  ...booking,
  place: booking.onSite
    ? `Ute hos kund${booking.address ? `: ${booking.address}` : ''}`
    : (bayName ?? (bayName === undefined && booking.bayId ? 'I verkstaden' : 'Ingen plats vald')),
  mapQuery: booking.onSite ? booking.address : null,
});

const mineFromToday = (bookings: MyBooking[], userId: string, today: string) =>
  bookings
    .filter((booking) => booking.assigneeIds.includes(userId) && booking.end.slice(0, 10) >= today)
    .sort((a, b) => a.start.localeCompare(b.start));

/** Without signal, the bookings the field pack keeps with its jobs (today and the next two days). */
function bookingsInPack(pack: FieldPack): MyBooking[] {
  return pack.workOrders.flatMap((job) => {
    const booking: Booking | null = job.booking;
    if (!booking) return [];
    const workOrder = {
      id: job.id,
      number: job.workOrderNumber,
      title: job.title,
      status: job.status,
      customerName: job.customer?.name ?? null,
      customerPhone: job.customer?.phone ?? null,
      machine: job.machine ? [job.machine.make, job.machine.model].filter(Boolean).join(' ') : null,
    };
    return [placed({ ...booking, workOrder }, undefined)];
  });
}

/**
 * The member's booked jobs in time order from today, with where they are done: GET /planning of the
 * coming two weeks (every member reads it), the member's own bookings; without signal, the field
 * pack's. Under the planning key, so that a booking's write reads it again.
 */
export function useMyBookings(userId: string | undefined) {
  const today = swedishDate();
  return useQuery({
    queryKey: ['planning', 'mine', userId, today],
    enabled: Boolean(userId),
    queryFn: async ({ signal }) => {
      const bookings = await orFromPack(async () => {
        const planning = await apiJson<Planning>(`/planning?from=${today}&to=${addDays(today, AHEAD_DAYS)}`, {
          signal,
        });
        return planning.bookings.map((booking) =>
          placed(booking, planning.bays.find((bay) => bay.id === booking.bayId)?.name ?? null),
        );
      }, bookingsInPack);
      return mineFromToday(bookings, userId!, today);
    },
  });
}
