import type { Booking } from '../../../shared/planning';

/** Where a job is done, in words: the bay, or *Ute hos kund* with the address. */
export function placeOf(
  booking: Pick<Booking, 'bayId' | 'onSite' | 'address'>,
  bays: ReadonlyArray<{ id: string; name: string }>,
) {
  if (booking.onSite) return booking.address ? `Ute hos kund: ${booking.address}` : 'Ute hos kund';
  return bays.find((bay) => bay.id === booking.bayId)?.name ?? 'Ingen plats vald';
}
