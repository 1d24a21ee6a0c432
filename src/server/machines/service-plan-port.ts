import type { ServiceStatus } from '../../shared/machines';
import type { Database } from '../db/client';

/**
 * What a machine takes from its service plan: its status, and a default plan when it is created.
 * Service plans sit above machines, so the app hands them in (docs/decisions/010).
 */
export interface MachineServicePlans {
  /** Each machine's worst interval status; machines without intervals are left out. `null`: every machine of the workshop. */
  statusesOf(db: Database, organisationId: string, machineIds: string[] | null): Promise<Map<string, ServiceStatus>>;
  /** Inside the transaction that creates the machine. */
  addDefaultPlan(db: Database, organisationId: string, machine: { id: string; category: string }): Promise<void>;
}

/** A machine without service plans: no status, no plan (the header search, which shows neither). */
export const withoutServicePlans: MachineServicePlans = {
  statusesOf: async () => new Map(),
  addDefaultPlan: async () => {},
};
