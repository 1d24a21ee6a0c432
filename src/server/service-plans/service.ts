import type { ServiceStatus } from '../../shared/machines';
import { messages } from '../../shared/messages';
import { addDays } from '../../shared/dates';
import { DEFAULT_SERVICE_PLANS, type ServiceInterval, type ServiceIntervalInput } from '../../shared/service-plans';
import { DUE_SOON_DAYS, FORECAST_WINDOW_DAYS, intervalState, resolveLastDone, worstStatus } from '../../shared/service-schedule';
import type { Database } from '../db/client';
import { badRequest, notFound } from '../http/errors';
import { toTenths } from '../machines/mapper';
import { requireMachine } from '../machines/service';
import { toInterval, type ReadInterval } from './mapper';
import * as repository from './repository';

/** What every read of a plan needs: which day it is. */
export interface PlanContext {
  today: string;
}

/** Intervals with their last done, next due, forecast and status as of today (docs/workshop.md). */
export async function readIntervals(
  db: Database,
  organisationId: string,
  context: PlanContext,
  scope: repository.FactsScope = {},
  withinDays = DUE_SOON_DAYS,
): Promise<ReadInterval[]> {
  const windowStart = addDays(context.today, -FORECAST_WINDOW_DAYS);
  const rows = await repository.intervalFacts(db, organisationId, windowStart, scope);
  return rows.map((facts) => {
    const lastDone = resolveLastDone({
      workOrder: facts.doneWorkOrderId ? { id: facts.doneWorkOrderId, date: facts.doneDate!, meterTenths: facts.doneMeterTenths } : null,
      given: { date: facts.givenDoneDate, meterTenths: facts.givenDoneMeterTenths ?? facts.givenDateMeterTenths },
      added: { date: facts.addedOn, meterTenths: facts.addedMeterTenths },
    });
    const latest = facts.meterDate === null ? null : { date: facts.meterDate, tenths: facts.meterTenths! };
    const windowStartReading = facts.windowDate === null ? null : { date: facts.windowDate, tenths: facts.windowTenths! };
    const state = intervalState(facts, lastDone, { latest, windowStart: windowStartReading }, context.today, withinDays);
    return { facts, lastDone, state };
  });
}

export async function listPlan(db: Database, organisationId: string, context: PlanContext, machineId: string): Promise<ServiceInterval[]> {
  await requireMachine(db, organisationId, machineId);
  const intervals = await readIntervals(db, organisationId, context, { machineIds: [machineId] });
  return intervals.map(toInterval);
}

async function readOne(db: Database, organisationId: string, context: PlanContext, intervalId: string): Promise<ServiceInterval> {
  const [interval] = await readIntervals(db, organisationId, context, { intervalId });
  if (!interval) throw notFound(messages.intervalNotFound);
  return toInterval(interval);
}

function givenDone(input: ServiceIntervalInput, today: string) {
  if (input.lastDoneDate && input.lastDoneDate > today) {
    throw badRequest(messages.lastDoneInFuture, [{ field: 'lastDoneDate', message: messages.lastDoneInFuture }]);
  }
  return {
    ...(input.lastDoneDate !== undefined ? { givenDoneDate: input.lastDoneDate } : {}),
    ...(input.lastDoneMeter !== undefined ? { givenDoneMeterTenths: input.lastDoneMeter === null ? null : toTenths(input.lastDoneMeter) } : {}),
  };
}

export async function addInterval(db: Database, organisationId: string, context: PlanContext, machineId: string, input: ServiceIntervalInput) {
  await requireMachine(db, organisationId, machineId);
  const [row] = await repository.insertIntervals(db, [
    {
      organisationId,
      machineId,
      name: input.name,
      everyMeter: input.everyMeter,
      everyMonths: input.everyMonths,
      addedOn: context.today,
      ...givenDone(input, context.today),
    },
  ]);
  return readOne(db, organisationId, context, row!.id);
}

/** An edit changes what the user gave; last done from a finished work order still wins. Left-out last-done fields are kept. */
export async function editInterval(
  db: Database,
  organisationId: string,
  context: PlanContext,
  machineId: string,
  intervalId: string,
  input: ServiceIntervalInput,
) {
  const row = await repository.findInterval(db, organisationId, machineId, intervalId);
  if (!row) throw notFound(messages.intervalNotFound);
  await repository.updateInterval(db, intervalId, {
    name: input.name,
    everyMeter: input.everyMeter,
    everyMonths: input.everyMonths,
    ...givenDone(input, context.today),
  });
  return readOne(db, organisationId, context, intervalId);
}

export async function removeInterval(db: Database, organisationId: string, machineId: string, intervalId: string): Promise<void> {
  const row = await repository.findInterval(db, organisationId, machineId, intervalId);
  if (!row) throw notFound(messages.intervalNotFound);
  await repository.deleteInterval(db, intervalId);
}

/** The category's default plan, counted from today; written in the caller's transaction. */
export async function addDefaultPlan(db: Database, organisationId: string, machine: { id: string; category: string }, today: string): Promise<void> {
  const defaults = Object.hasOwn(DEFAULT_SERVICE_PLANS, machine.category) ? DEFAULT_SERVICE_PLANS[machine.category as keyof typeof DEFAULT_SERVICE_PLANS] : [];
  await repository.insertIntervals(
    db,
    defaults.map((interval) => ({ organisationId, machineId: machine.id, ...interval, addedOn: today })),
  );
}

/** Each machine's worst interval status. */
export async function machineStatuses(db: Database, organisationId: string, context: PlanContext, machineIds: string[] | null) {
  if (machineIds?.length === 0) return new Map<string, ServiceStatus>();
  return worstByMachine(await readIntervals(db, organisationId, context, machineIds ? { machineIds } : {}));
}

export function worstByMachine(intervals: ReadInterval[]): Map<string, ServiceStatus> {
  const worst = new Map<string, ServiceStatus>();
  for (const { facts, state } of intervals) {
    const current = worst.get(facts.machineId);
    worst.set(facts.machineId, current ? worstStatus([current, state.status])! : state.status);
  }
  return worst;
}

/** Which of the ids are intervals of the machine's plan. */
export async function intervalsOfMachine(db: Database, organisationId: string, machineId: string, ids: string[]): Promise<string[]> {
  return repository.intervalIdsOfMachine(db, organisationId, machineId, ids);
}

/** Intervals that are ids of the machine's plan, or 400 naming the field. */
export async function requireIntervalsOfMachine(db: Database, organisationId: string, machineId: string, ids: string[]): Promise<void> {
  const found = await repository.intervalIdsOfMachine(db, organisationId, machineId, ids);
  if (found.length !== new Set(ids).size) {
    throw badRequest(messages.intervalNotOnMachine, [{ field: 'serviceIntervalIds', message: messages.intervalNotOnMachine }]);
  }
}
