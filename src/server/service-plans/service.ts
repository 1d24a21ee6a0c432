import { DEFAULT_SERVICE_PLANS, type ServiceInterval, type ServiceIntervalInput } from '../../shared/service-plans';
import type { Database } from '../db/client';
import { toTenths } from '../../shared/meter';
import { requireMachine } from '../machines/service';
import { toInterval } from './mapper';
import { refreshDueState } from './due-state';
import * as repository from './repository';

import { readIntervals, type PlanContext } from './read-intervals';
import { intervalNotFound, intervalNotOnMachine, lastDoneInFuture } from './errors';

export { readIntervals, type PlanContext };
/** The list of services to book, as the planning board's tray shows it (PLANNING.md decision 3). */
export { serviceDuePage } from './service-due';
export { freshenDueState, overdueIntervalNamesOf, refreshDueState, staleDueStateExists } from './due-state';

export async function listPlan(
  db: Database,
  organisationId: string,
  context: PlanContext,
  machineId: string,
): Promise<ServiceInterval[]> {
  await requireMachine(db, organisationId, machineId);
  return planOf(db, organisationId, context, machineId);
}

/** The plan of a machine the caller has already found (the service history). */
export async function planOf(
  db: Database,
  organisationId: string,
  context: PlanContext,
  machineId: string,
): Promise<ServiceInterval[]> {
  const intervals = await readIntervals(db, organisationId, context, { machineIds: [machineId] });
  return intervals.map(toInterval);
}

/** Several machines' plans in one read, each as planOf gives it (the customer's page, docs/decisions/071). */
export async function plansOf(
  db: Database,
  organisationId: string,
  context: PlanContext,
  machineIds: string[],
): Promise<Map<string, ServiceInterval[]>> {
  const plans = new Map<string, ServiceInterval[]>(machineIds.map((id) => [id, []]));
  if (machineIds.length === 0) return plans;
  // Read in the machine's order, then each machine's: grouped, each plan keeps planOf's order.
  for (const interval of (await readIntervals(db, organisationId, context, { machineIds })).map(toInterval))
    plans.get(interval.machineId)?.push(interval);
  return plans;
}

async function readOne(
  db: Database,
  organisationId: string,
  context: PlanContext,
  intervalId: string,
): Promise<ServiceInterval> {
  const [interval] = await readIntervals(db, organisationId, context, { intervalId });
  if (!interval) throw intervalNotFound();
  return toInterval(interval);
}

function givenDone(input: ServiceIntervalInput, today: string) {
  if (input.lastDoneDate && input.lastDoneDate > today) {
    throw lastDoneInFuture().at('lastDoneDate');
  }
  return {
    ...(input.lastDoneDate !== undefined ? { givenDoneDate: input.lastDoneDate } : {}),
    ...(input.lastDoneMeter !== undefined
      ? { givenDoneMeterTenths: input.lastDoneMeter === null ? null : toTenths(input.lastDoneMeter) }
      : {}),
  };
}

export async function addInterval(
  db: Database,
  organisationId: string,
  context: PlanContext,
  machineId: string,
  input: ServiceIntervalInput,
) {
  await requireMachine(db, organisationId, machineId);
  const values = {
    organisationId,
    machineId,
    name: input.name,
    everyMeter: input.everyMeter,
    everyMonths: input.everyMonths,
    addedOn: context.today,
  };
  const id = await db.transaction(async (tx) => {
    const [row] = await repository.insertIntervals(tx, [{ ...values, ...givenDone(input, context.today) }]);
    await refreshDueState(tx, organisationId, [machineId], context.today);
    return row!.id;
  });
  return readOne(db, organisationId, context, id);
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
  const values = {
    name: input.name,
    everyMeter: input.everyMeter,
    everyMonths: input.everyMonths,
    ...givenDone(input, context.today),
  };
  await db.transaction(async (tx) => {
    const row = await repository.findInterval(tx, organisationId, machineId, intervalId);
    if (!row) throw intervalNotFound();
    await repository.updateInterval(tx, intervalId, values);
    await refreshDueState(tx, organisationId, [machineId], context.today);
  });
  return readOne(db, organisationId, context, intervalId);
}

export async function removeInterval(
  db: Database,
  organisationId: string,
  context: PlanContext,
  machineId: string,
  intervalId: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await repository.findInterval(tx, organisationId, machineId, intervalId);
    if (!row) throw intervalNotFound();
    await repository.deleteInterval(tx, intervalId);
    await refreshDueState(tx, organisationId, [machineId], context.today);
  });
}

/** The category's default plan, counted from today; written in the caller's transaction, which writes the machine's kept status after it. */
export async function addDefaultPlan(
  db: Database,
  organisationId: string,
  machine: { id: string; category: string },
  today: string,
): Promise<void> {
  const defaults = Object.hasOwn(DEFAULT_SERVICE_PLANS, machine.category)
    ? DEFAULT_SERVICE_PLANS[machine.category as keyof typeof DEFAULT_SERVICE_PLANS]
    : [];
  await repository.insertIntervals(
    db,
    defaults.map((interval) => ({ organisationId, machineId: machine.id, ...interval, addedOn: today })),
  );
}

/** Which of the ids are intervals of the machine's plan. */
export async function intervalsOfMachine(
  db: Database,
  organisationId: string,
  machineId: string,
  ids: string[],
): Promise<string[]> {
  return repository.intervalIdsOfMachine(db, organisationId, machineId, ids);
}

/** Intervals that are ids of the machine's plan, or 400 naming the field. */
export async function requireIntervalsOfMachine(
  db: Database,
  organisationId: string,
  machineId: string,
  ids: string[],
): Promise<void> {
  const found = await repository.intervalIdsOfMachine(db, organisationId, machineId, ids);
  if (found.length !== new Set(ids).size) {
    throw intervalNotOnMachine().at('serviceIntervalIds');
  }
}
