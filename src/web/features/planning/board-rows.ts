import type { Planning } from '../../../shared/planning';

// The board's rows: a mechanic each, or a bay each (PLANNING.md decision 3). Per bay, two rows more
// hold what is in no bay, so that every booking of the week is on the board in either view.

type PlannedBooking = Planning['bookings'][number];
export type RowKind = 'members' | 'bays';

/** The row ids of a job out on site and of one with no place chosen (a bay's id is a UUID). */
export const ON_SITE_ROW = 'onSite';
export const NO_PLACE_ROW = 'noPlace';

export function rowsOf(planning: Planning, kind: RowKind): Array<{ id: string; name: string }> {
  if (kind === 'members') return planning.members;
  return [...planning.bays, { id: ON_SITE_ROW, name: 'Ute hos kund' }, { id: NO_PLACE_ROW, name: 'Ingen plats' }];
}

export function isInRow(booking: PlannedBooking, kind: RowKind, rowId: string): boolean {
  if (kind === 'members') return booking.assigneeIds.includes(rowId);
  if (rowId === ON_SITE_ROW) return booking.onSite;
  if (rowId === NO_PLACE_ROW) return !booking.onSite && booking.bayId === null;
  return booking.bayId === rowId;
}

/** Where a job dropped on a bay's row is: that bay, on site (at the address it had) or nowhere yet. */
export function placeOfRow(rowId: string, address: string | null = null) {
  if (rowId === ON_SITE_ROW) return { bayId: null, onSite: true, address };
  if (rowId === NO_PLACE_ROW) return { bayId: null, onSite: false };
  return { bayId: rowId, onSite: false };
}
