import { messages } from '../../shared/messages';
import { createErrorFactory } from '../http/error-factory';

// Time kept on work orders (docs/decisions/041).
export const timeEntryNotFound = createErrorFactory({
  code: 'time_entry.not_found',
  statusCode: 404,
  message: messages.timeEntryNotFound,
});
export const timeInvoiced = createErrorFactory({
  code: 'time.invoiced',
  statusCode: 409,
  message: messages.timeEntryInvoiced,
});
export const timerStillRunning = createErrorFactory({
  code: 'time.timer_running',
  statusCode: 409,
  message: messages.timerStillRunning,
});
/** A stop made offline (FIELD.md decision 7) timed before the start of the timer now running. */
export const timerStartedAfterStop = createErrorFactory({
  code: 'time.timer_started_after_stop',
  statusCode: 409,
  message: messages.timerStartedAfterStop,
});
export const noTimerRunning = createErrorFactory({
  code: 'time.no_timer_running',
  statusCode: 404,
  message: messages.noTimerRunning,
});
export const hoursNeedHourlyRate = createErrorFactory({
  code: 'time.hours_need_hourly_rate',
  statusCode: 400,
  message: messages.hoursNeedHourlyRate,
});
