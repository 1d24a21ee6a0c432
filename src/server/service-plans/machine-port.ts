import { todayBy, type Clock } from '../clock';
import type { MachineServicePlans } from '../machines/service-plan-port';
import { freshenDueState, refreshDueState } from './due-state';
import { addDefaultPlan } from './service';

/** Service plans as machines take them: status and default plan by today's date (wired in app.ts). */
export function servicePlansOfMachines(clock: Clock): MachineServicePlans {
  return {
    freshen: async (db, organisationId) => {
      const today = todayBy(clock);
      await freshenDueState(db, organisationId, today);
      return today;
    },
    refresh: (db, organisationId, machineIds) => refreshDueState(db, organisationId, machineIds, todayBy(clock)),
    addDefaultPlan: (db, organisationId, machine) => addDefaultPlan(db, organisationId, machine, todayBy(clock)),
  };
}
