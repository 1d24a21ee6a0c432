import { swedishDate } from '../../shared/dates';
import { quarterHoursOf, type TimeEntry } from '../../shared/time';
import { changesBetween, recordEvent, type Actor } from '../audit/service';
import type { SessionUser } from '../cache/session-cache';
import type { Database } from '../db/client';
import { deviceTime } from '../http/device-time';
import { findDefaultRate } from '../organisations/service';
import { defaultRateNeeded } from '../organisations/errors';
import { lockJobs, markStarted, workOrderExists } from '../work-orders/service';
import type { StoppedTimer } from '../work-orders/timer-port';
import { workOrderNotFound } from '../work-orders/errors';
import { keepTimeValuesOf } from './job-time-values';
import { toTimeEntry } from './mapper';
import * as repository from './repository';
import { noTimerRunning, timerStartedAfterStop } from './errors';

// Timers (docs/team.md decision 7): rows, so they survive a restart and every server sees them; started
// and stopped offline at the device's times (FIELD.md decision 7).

export async function requireWorkOrder(db: Database, organisationId: string, workOrderId: string): Promise<void> {
  if (!(await workOrderExists(db, organisationId, workOrderId))) throw workOrderNotFound();
}

export async function reread(db: Database, organisationId: string, id: string, now: Date): Promise<TimeEntry> {
  return toTimeEntry((await repository.findEntry(db, organisationId, id))!, now);
}

/** Stops a running entry, rounded up to the quarter hour, in the trail; the caller has locked its job and keeps its value. */
async function stopEntry(
  db: Database,
  actor: Actor,
  running: repository.TimeEntryRecord,
  now: Date,
  at: Date = now,
): Promise<TimeEntry> {
  const startedAt = new Date(running.startedAt!);
  // A timer starting offline stops the one before at its start; that one cannot have begun later.
  const endedAt = at < startedAt ? startedAt : at;
  const hours = quarterHoursOf(endedAt.getTime() - startedAt.getTime());
  const before = toTimeEntry(running, now);
  await repository.updateEntry(db, running.id, {
    endedAt: endedAt.toISOString(),
    hoursHundredths: Math.round(hours * 100),
  });
  const after = await reread(db, actor.organisationId, running.id, now);
  await recordEvent(db, actor, 'timeEntry', running.id, 'updated', changesBetween(before, after, ['endedAt', 'hours']));
  return after;
}

/** Stops the person's running timer, if any; in the caller's transaction. */
async function stopRunning(
  db: Database,
  actor: SessionUser,
  userId: string,
  now: Date,
  at: Date = now,
): Promise<string | null> {
  const seen = await repository.findRunning(db, actor.organisationId, userId);
  if (!seen) return null;
  // The job before its entry, as every writer of both takes them (work-orders/kept-amounts.ts); read again
  // once it is locked: the job may have been finished meanwhile, stopping the timer (stopTimersOnJob).
  await lockJobs(db, actor.organisationId, [seen.workOrderId]);
  const running = await repository.findRunning(db, actor.organisationId, userId);
  if (!running) return null;
  await stopEntry(db, actor, running, now, at);
  await keepTimeValuesOf(db, actor.organisationId, [running.workOrderId]);
  return running.id;
}

/**
 * A job finished: every timer running on it stops, in the finishing transaction, which has locked the
 * job. No person's timer lock is taken here: a start waits for the job (locked before the timer's
 * entry) and reads the timer again once it has it.
 */
export async function stopTimersOnJob(
  db: Database,
  actor: Actor,
  workOrderId: string,
  now: Date,
): Promise<StoppedTimer[]> {
  const running = await repository.findRunningOnJob(db, actor.organisationId, workOrderId);
  if (running.length === 0) return [];
  const stopped: StoppedTimer[] = [];
  for (const entry of running) {
    const after = await stopEntry(db, actor, entry, now);
    stopped.push({ userId: after.userId, userName: after.userName, hours: after.hours ?? 0 });
  }
  await keepTimeValuesOf(db, actor.organisationId, [workOrderId]);
  return stopped;
}

/**
 * POST /workorders/{id}/timer: the caller's timer on this job; one running before stops first, and a
 * waiting job is put in progress. One transaction: the timer never runs on a job the request failed to
 * start. Both jobs are locked first, in id order (lockJobs), so that a colleague switching between the
 * same two jobs the other way waits for this one instead of deadlocking with it.
 */
export async function startTimer(
  db: Database,
  actor: SessionUser,
  workOrderId: string,
  now: Date,
  startedAt?: string,
): Promise<TimeEntry> {
  // Started offline: at the device's time (FIELD.md decision 7); the one running before stops then.
  const started = deviceTime(startedAt, now, { field: 'startedAt' });
  const id = await db.transaction(async (tx) => {
    await requireWorkOrder(tx, actor.organisationId, workOrderId);
    await repository.lockTimerOf(tx, actor.id);
    const running = await repository.findRunning(tx, actor.organisationId, actor.id);
    await lockJobs(tx, actor.organisationId, [running?.workOrderId ?? null, workOrderId]);
    await stopRunning(tx, actor, actor.id, now, started);
    const rate = await findDefaultRate(tx, actor.organisationId);
    if (!rate) throw defaultRateNeeded();
    const created = await repository.insertEntry(tx, {
      organisationId: actor.organisationId,
      userId: actor.id,
      workOrderId,
      rateId: rate.id,
      entryDate: swedishDate(started),
      startedAt: started.toISOString(),
    });
    await recordEvent(tx, actor, 'timeEntry', created, 'created', [
      { field: 'workOrderId', from: null, to: workOrderId },
    ]);
    await markStarted(tx, actor, workOrderId);
    return created;
  });
  return reread(db, actor.organisationId, id, now);
}

/** DELETE /timer: stops the caller's running timer, at the device's time when stopped offline. */
export async function stopTimer(db: Database, actor: SessionUser, now: Date, at?: string): Promise<TimeEntry> {
  const stoppedAt = deviceTime(at, now, { field: 'at' });
  const id = await db.transaction(async (tx) => {
    await repository.lockTimerOf(tx, actor.id);
    // Stopped offline before the running timer began: it was stopped and started again meanwhile (409).
    const running = await repository.findRunning(tx, actor.organisationId, actor.id);
    if (running && new Date(running.startedAt!) > stoppedAt) throw timerStartedAfterStop().at('at');
    const stopped = await stopRunning(tx, actor, actor.id, now, stoppedAt);
    if (!stopped) throw noTimerRunning();
    return stopped;
  });
  return reread(db, actor.organisationId, id, now);
}

export async function runningTimer(db: Database, actor: SessionUser, now: Date): Promise<TimeEntry | null> {
  const running = await repository.findRunning(db, actor.organisationId, actor.id);
  return running ? toTimeEntry(running, now) : null;
}
