import type { Announcements, ScreenReaderInstructions } from '@dnd-kit/core';
import type { Planning } from '../../../shared/planning';
import type { BookingValues } from './api/book';
import { addClockMinutes, clockMinutesBetween, moveBy, timeOfSlot } from './board-time';
import { placeOfRow, type RowKind } from './board-rows';
import type { BookingTarget } from './booking-target';

type PlannedBooking = Planning['bookings'][number];

/** What is dragged: a block (moved or resized from a row) or a tray item. */
export type DragData =
  | { kind: 'move' | 'resize'; booking: PlannedBooking; rowId: string; label: string }
  | { kind: 'tray'; target: BookingTarget; label: string };

/** Where it was let go: the row, how far it went in quarter hours, and the quarter under the pointer. */
export interface Drop {
  data: DragData;
  rowId: string;
  quarters: number;
  slot: number;
  dates: string[];
}

/** A new booking from the tray lasts this long until resized. */
const NEW_BOOKING_MINUTES = 120;

/** The write a drop asks for (PLANNING.md decision 3), or null when it changes nothing. */
export function bookingOfDrop(
  { data, rowId, quarters, slot, dates }: Drop,
  rowKind: RowKind,
): { target: BookingTarget; values: BookingValues } | null {
  const row = rowKind === 'members' ? { assigneeIds: [rowId] } : placeOfRow(rowId);
  if (data.kind === 'tray') {
    const start = timeOfSlot(slot, dates);
    return {
      target: data.target,
      values: { start, end: addClockMinutes(start, NEW_BOOKING_MINUTES), ...row, version: 0 },
    };
  }
  const { booking } = data;
  const target: BookingTarget = { kind: 'job', workOrderId: booking.workOrderId, label: data.label, booking };
  // The place goes along, its address too: left out, the API would put the customer's back.
  const kept = { bayId: booking.bayId, onSite: booking.onSite, address: booking.address, version: booking.version };
  if (data.kind === 'resize') {
    if (quarters === 0) return null;
    const length = Math.max(clockMinutesBetween(booking.start, booking.end) + quarters * 15, 15);
    return { target, values: { start: booking.start, end: addClockMinutes(booking.start, length), ...kept } };
  }
  if (quarters === 0 && rowId === data.rowId) return null;
  const moved = moveBy(booking.start, booking.end, quarters, dates);
  // Along a mechanic's row the others on the job stay; to another row, that one takes the dragged one's place.
  const assigneeIds =
    rowKind === 'members'
      ? [...new Set(booking.assigneeIds.map((id) => (id === data.rowId ? rowId : id)))]
      : booking.assigneeIds;
  const bay = rowKind === 'bays' ? placeOfRow(rowId, booking.address) : {};
  return { target, values: { ...moved, ...kept, assigneeIds, ...bay } };
}

const nameOf = (data: unknown) => (data as DragData | undefined)?.label ?? 'Jobbet';

/** What a screen reader hears while dragging, in Swedish. */
export const dragAnnouncements: Announcements = {
  onDragStart: ({ active }) => `${nameOf(active.data.current)} lyft.`,
  onDragOver: ({ active, over }) =>
    over ? `${nameOf(active.data.current)} över en rad.` : `${nameOf(active.data.current)} utanför planeringen.`,
  onDragEnd: ({ active, over }) =>
    over ? `${nameOf(active.data.current)} släppt.` : `${nameOf(active.data.current)} släppt utanför, inget ändrades.`,
  onDragCancel: ({ active }) => `Flytten av ${nameOf(active.data.current)} avbröts.`,
};

export const dragInstructions: ScreenReaderInstructions = {
  draggable:
    'Dra med musen eller fingret för att boka eller flytta. Med tangentbordet: tryck Enter för Boka eller Flytta.',
};
