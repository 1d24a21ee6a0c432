import type { Database } from '../db/client';

/**
 * What a machine takes from its service plan: its status, and a default plan when it is created.
 * Service plans sit above machines, so the app hands them in (docs/decisions/010). The status is kept
 * on the machine row as days (docs/decisions/029); the plans keep those days true.
 */
export interface MachineServicePlans {
  /** Before a read of statuses: makes the kept days hold for today, and says which day that is. `null`: no statuses. */
  freshen(db: Database, organisationId: string): Promise<string | null>;
  /** Inside a transaction that changed the machines' readings: writes their kept status again. */
  refresh(db: Database, organisationId: string, machineIds: string[]): Promise<void>;
  /** Inside the transaction that creates the machine. */
  addDefaultPlan(db: Database, organisationId: string, machine: { id: string; category: string }): Promise<void>;
}

/** A machine without service plans: no status, no plan (the header search, which shows neither). */
export const withoutServicePlans: MachineServicePlans = {
  freshen: async () => null,
  refresh: async () => {},
  addDefaultPlan: async () => {},
};
