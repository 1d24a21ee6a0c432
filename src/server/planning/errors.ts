import { messages } from '../../shared/messages';
import { createErrorFactory } from '../http/error-factory';

// Bookings, bays, absences, opening hours and calendar feeds (PLANNING.md; docs/decisions/041).
export const bayNotFound = createErrorFactory({
  code: 'bay.not_found',
  statusCode: 404,
  message: messages.bayNotFound,
});
export const bayNameTaken = createErrorFactory({
  code: 'bay.name_taken',
  statusCode: 409,
  message: messages.bayNameTaken,
});
export const bayBookedAhead = createErrorFactory({
  code: 'bay.booked_ahead',
  statusCode: 409,
  message: messages.bayBookedAhead,
});
export const bookingNotFound = createErrorFactory({
  code: 'booking.not_found',
  statusCode: 404,
  message: messages.bookingNotFound,
});
/** A move made on a stale read: the answer carries the booking as it is now (PLANNING.md decision 7). */
export const bookingChanged = createErrorFactory({
  code: 'booking.changed',
  statusCode: 409,
  message: messages.bookingChanged,
});
export const workOrderNotBookable = createErrorFactory({
  code: 'booking.work_order_finished',
  statusCode: 409,
  message: messages.workOrderNotBookable,
});
export const workOrderCancelled = createErrorFactory({
  code: 'booking.work_order_cancelled',
  statusCode: 409,
  message: messages.workOrderCancelledNotBookable,
});
/** A finished or invoiced job keeps its booking as history (PLANNING.md decision 1): it is not taken away. */
export const bookingKeptAsHistory = createErrorFactory({
  code: 'booking.kept_as_history',
  statusCode: 409,
  message: messages.bookingKeptAsHistory,
});
/** Booking a due service an open job already performs: book that job instead. */
export const serviceInHand = createErrorFactory({
  code: 'planning.service_in_hand',
  statusCode: 409,
  message: messages.serviceInHand,
});
export const bayLimitReached = createErrorFactory({
  code: 'bay.limit_reached',
  statusCode: 409,
  message: messages.bayLimit,
});
export const absenceTooLong = createErrorFactory({
  code: 'absence.too_long',
  statusCode: 400,
  message: messages.absenceTooLong,
});
export const absenceNotFound = createErrorFactory({
  code: 'absence.not_found',
  statusCode: 404,
  message: messages.absenceNotFound,
});
export const absenceOwnOnly = createErrorFactory({
  code: 'absence.own_only',
  statusCode: 403,
  message: messages.absenceOwnOnly,
});
export const absenceMemberInvalid = createErrorFactory({
  code: 'absence.member_invalid',
  statusCode: 400,
  message: messages.absenceMemberInvalid,
});
export const absenceTimeInvalid = createErrorFactory({
  code: 'absence.time_invalid',
  statusCode: 400,
  message: messages.absenceTimeInvalid,
});
export const serviceIntervalNotFound = createErrorFactory({
  code: 'planning.service_interval_not_found',
  statusCode: 404,
  message: messages.serviceIntervalNotFound,
});
export const calendarFeedNotFound = createErrorFactory({
  code: 'calendar_feed.not_found',
  statusCode: 404,
  message: messages.calendarFeedNotFound,
});
