import type { ServiceStatus } from '../../shared/machines';
import { todayBy, type Clock } from '../clock';
import type { ListCache } from '../cache/list-cache';
import type { MachineServicePlans } from '../machines/service-plan-port';
import { addDefaultPlan, machineStatuses } from './service';

/**
 * Service plans as machines take them: status and default plan by today's date (wired in app.ts).
 * Every machine's status (the list filtered by status) reads every interval of the workshop, so it is
 * kept in the list cache like a page: until the workshop's next write, or midnight.
 */
export function servicePlansOfMachines(clock: Clock, lists: ListCache): MachineServicePlans {
  return {
    statusesOf: async (db, organisationId, machineIds) => {
      const context = { today: todayBy(clock) };
      if (machineIds) return machineStatuses(db, organisationId, context, machineIds);
      const { json } = await lists.read(organisationId, `service-statuses|${context.today}`, async () => {
        const statuses = await machineStatuses(db, organisationId, context, null);
        return { json: JSON.stringify([...statuses]), total: statuses.size };
      });
      return new Map(JSON.parse(json) as Array<[string, ServiceStatus]>);
    },
    addDefaultPlan: (db, organisationId, machine) => addDefaultPlan(db, organisationId, machine, todayBy(clock)),
  };
}
