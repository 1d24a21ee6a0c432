import { todayBy, type Clock } from '../clock';
import type { MachineServicePlans } from '../machines/service-plan-port';
import type { LastDoneQuery } from './last-done';
import { addDefaultPlan, machineStatuses } from './service';

/** Service plans as machines take them: status and default plan by today's date (wired in app.ts). */
export function servicePlansOfMachines(lastDone: LastDoneQuery, clock: Clock): MachineServicePlans {
  return {
    statusesOf: (db, organisationId, machineIds) => machineStatuses(db, organisationId, { lastDone, today: todayBy(clock) }, machineIds),
    addDefaultPlan: (db, organisationId, machine) => addDefaultPlan(db, organisationId, machine, todayBy(clock)),
  };
}
