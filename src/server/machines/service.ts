import {
  defaultMeterUnit,
  SERVICE_STATUSES,
  type Machine,
  type MachineCreateInput,
  type MachineInput,
  type ServiceStatus,
} from '../../shared/machines';
import { likePattern, searchText } from '../../shared/text-keys';
import { requireCustomer } from '../customers/service';
import type { Database } from '../db/client';
import { isStillReferenced } from '../db/errors';
import { isUuid } from '../http/ids';
import { toTenths } from '../../shared/meter';
import { machineStatusOn, toMachine } from './mapper';
import { keepReadingSteps } from './reading-steps';
import { withoutServicePlans, type MachineServicePlans } from './service-plan-port';
import * as repository from './repository';
import { machineInUse, machineNotFound } from './errors';
import { invalidStatus } from '../http/errors';
import type { MachineRecord } from './repository';

// What the features above read of this one (docs/decisions/008: another feature's service is its public face).
export { listReadings, recordWorkOrderReading } from './meter';
export { keepReadingSteps, machinesWithUnkeptSteps, unkeptStepsExist } from './reading-steps';
export { keepOpenJobs, machinesWithUnkeptOpenJobs, unkeptOpenJobsExist } from './open-jobs';
export { machineFactsOf, machineNameOf } from './name-sql';
/** The kept service status on a machine's row: service plans compute it, machines write it (decision 008). */
export { keepServiceStates, lockMachinesForServiceState, type KeptServiceState } from './kept-service-state';
/**
 * A machine's meter as another feature's SQL reads it, per row of its own query: the one source of "the
 * meter on a day" and of the readings a forecast starts from. Service plans' facts query
 * (service-plans/repository.ts) runs them for each interval in one statement, which a call per machine
 * could not do at the list's speed.
 */
export {
  firstMeter,
  firstReadingSince,
  lastReadingBefore,
  latestReading,
  meterBefore,
  meterOn,
} from './reading-queries';

export const DEFAULT_PAGE_SIZE = 100;

/** The ids of a customer's machines in the workshop: none for another workshop's customer. */
export async function machineIdsOfCustomer(
  db: Database,
  organisationId: string,
  customerId: string,
): Promise<string[]> {
  return repository.machineIdsOfCustomer(db, organisationId, customerId);
}

function rowValues(input: MachineInput) {
  return {
    ...input,
    meterUnit: input.meterUnit ?? defaultMeterUnit(input.category),
    searchText: searchText(input.serialNumber, input.registrationNumber, input.unitNumber, input.make, input.model),
  };
}

export async function listMachines(
  db: Database,
  organisationId: string,
  query: {
    q?: string | undefined;
    customerId?: string | undefined;
    serviceStatus?: string | undefined;
    limit?: number | undefined;
    offset?: number | undefined;
  },
  plans: MachineServicePlans = withoutServicePlans,
) {
  if (query.serviceStatus && !(SERVICE_STATUSES as readonly string[]).includes(query.serviceStatus)) {
    throw invalidStatus().at('serviceStatus');
  }
  // Another workshop's customer, or no customer at all, has no machines here.
  if (query.customerId && !isUuid(query.customerId)) return { items: [], total: 0 };
  const today = await plans.freshen(db, organisationId);
  const serviceStatus = query.serviceStatus && today ? { status: query.serviceStatus as ServiceStatus, today } : null;
  const filter = {
    pattern: query.q?.trim() ? likePattern(query.q) : null,
    customerId: query.customerId?.toLowerCase() ?? null,
    serviceStatus,
  };
  const { rows, total } = await repository.listMachines(
    db,
    organisationId,
    filter,
    query.limit ?? DEFAULT_PAGE_SIZE,
    query.offset ?? 0,
  );
  return {
    items: rows.map((row) => toMachine(row, today === null ? null : machineStatusOn(row.machine, today))),
    total,
  };
}

/** Whether the workshop has the machine: lent to the trail (GET /audit?entity=machine). */
export async function machineExists(db: Database, organisationId: string, id: string): Promise<boolean> {
  return (await repository.findMachine(db, organisationId, id)) !== null;
}

/** The machine, or 404 when there is none in the workshop; other features ask here. */
export async function requireMachine(db: Database, organisationId: string, id: string) {
  const record = await repository.findMachine(db, organisationId, id);
  if (!record) throw machineNotFound();
  return record;
}

/** The workshop's machines among the ids, as the API shows them, each with its kept status on `today`. */
export async function machinesAmong(
  db: Database,
  organisationId: string,
  ids: string[],
  today: string,
): Promise<Machine[]> {
  const records = await repository.findMachines(db, organisationId, ids);
  return records.map((record) => toMachine(record, machineStatusOn(record.machine, today)));
}

/** A machine `requireMachine` read, as the API shows it, with the status its caller read from the plan beside it. */
export function presentMachine(record: MachineRecord, status: ServiceStatus | null): Machine {
  return toMachine(record, status);
}

export async function getMachine(
  db: Database,
  organisationId: string,
  id: string,
  plans: MachineServicePlans,
): Promise<Machine> {
  const today = await plans.freshen(db, organisationId);
  const record = await requireMachine(db, organisationId, id);
  return toMachine(record, today === null ? null : machineStatusOn(record.machine, today));
}

/** A new machine comes with its category's default plan, and its meter as a first reading, written with it. */
export async function createMachine(
  db: Database,
  organisationId: string,
  { meter, ...input }: MachineCreateInput,
  plans: MachineServicePlans,
  today: string,
): Promise<Machine> {
  const id = await db.transaction(async (tx) => {
    await requireCustomer(tx, organisationId, input.customerId);
    const row = await repository.insertMachine(tx, { organisationId, ...rowValues(input) });
    if (meter !== null) {
      await repository.insertReading(tx, {
        organisationId,
        machineId: row.id,
        readingDate: today,
        valueTenths: toTenths(meter),
        source: 'manual',
      });
      await keepReadingSteps(tx, organisationId, [row.id]);
    }
    await plans.addDefaultPlan(tx, organisationId, row);
    await plans.refresh(tx, organisationId, [row.id]);
    return row.id;
  });
  return getMachine(db, organisationId, id, plans);
}

/** Moving a machine to another customer keeps its history; old work orders keep the customer they had. */
export async function updateMachine(
  db: Database,
  organisationId: string,
  id: string,
  input: MachineInput,
  plans: MachineServicePlans,
): Promise<Machine> {
  await db.transaction(async (tx) => {
    if (!(await repository.lockMachine(tx, organisationId, id))) throw machineNotFound();
    await requireCustomer(tx, organisationId, input.customerId);
    await repository.updateMachine(tx, organisationId, id, rowValues(input));
  });
  return getMachine(db, organisationId, id, plans);
}

/** A machine named by work orders stays: their RESTRICT key refuses the delete. */
export async function deleteMachine(db: Database, organisationId: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await repository.lockMachine(tx, organisationId, id))) throw machineNotFound();
    try {
      await repository.deleteMachine(tx, organisationId, id);
    } catch (error) {
      if (isStillReferenced(error)) throw machineInUse();
      throw error;
    }
  });
}
