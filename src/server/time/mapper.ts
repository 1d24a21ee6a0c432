import type { TimeEntry } from '../../shared/time';
import type { TimeEntryRecord } from './repository';

/** A running timer's hours are what has passed so far (two decimals); a stopped one's are stored. */
export function toTimeEntry(record: TimeEntryRecord, now: Date): TimeEntry {
  const isRunning = record.startedAt !== null && record.endedAt === null;
  const runningHours = isRunning
    ? Math.max(0, Math.floor((now.getTime() - new Date(record.startedAt!).getTime()) / 36_000)) / 100
    : null;
  return {
    id: record.id,
    userId: record.userId,
    userName: record.userName,
    workOrderId: record.workOrderId,
    workOrderNumber: record.workOrderNumber,
    rateId: record.rateId,
    date: record.entryDate,
    startedAt: record.startedAt ? new Date(record.startedAt).toISOString() : null,
    endedAt: record.endedAt ? new Date(record.endedAt).toISOString() : null,
    hours: isRunning ? runningHours : record.hoursHundredths === null ? null : record.hoursHundredths / 100,
    kilometres: record.kilometresTenths === null ? null : record.kilometresTenths / 10,
    billable: record.billable,
    note: record.note,
    invoiceId: record.invoiceId,
    createdAt: new Date(record.createdAt).toISOString(),
  };
}
