import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rowsOf } from '../db/rows';

// What a draft is grounded in: this workshop's records of that job or machine, read only (docs/decisions/026-assistant.md).

/** The most earlier jobs a machine summary is told of. */
export const MACHINE_HISTORY_JOBS = 15;

export interface JobRecord {
  id: string;
  workOrderNumber: string;
  title: string;
  description: string;
  status: string;
  executionDate: string | null;
  todoList: unknown;
  materials: unknown;
}

export interface TimeNote {
  date: string;
  hours: number | null;
  note: string | null;
}

const jobColumns = sql`w.id, w.work_order_number as "workOrderNumber", w.title, w.description, w.status,
  w.execution_date::text as "executionDate", w.todo_list as "todoList", w.materials`;

export async function jobOf(db: Database, organisationId: string, id: string): Promise<JobRecord | null> {
  const [row] = await rowsOf<JobRecord>(
    db,
    sql`select ${jobColumns} from work_orders as w where w.organisation_id = ${organisationId} and w.id = ${id}`,
  );
  return row ?? null;
}

/** The time put on a job: day, hours and what the person noted. */
export async function timeNotesOf(db: Database, organisationId: string, workOrderId: string): Promise<TimeNote[]> {
  return rowsOf<TimeNote>(
    db,
    sql`select entry_date::text as date, (hours_hundredths / 100.0)::float8 as hours, note from time_entries
         where organisation_id = ${organisationId} and work_order_id = ${workOrderId} and (hours_hundredths is not null or note is not null)
         order by entry_date, created_at limit 100`,
  );
}

export interface MachineRecord {
  id: string;
  category: string;
  make: string;
  model: string | null;
  year: number | null;
  meterUnit: string;
}

export async function machineOf(db: Database, organisationId: string, id: string): Promise<MachineRecord | null> {
  const [row] = await rowsOf<MachineRecord>(
    db,
    sql`select id, category, make, model, year, meter_unit as "meterUnit" from machines where organisation_id = ${organisationId} and id = ${id}`,
  );
  return row ?? null;
}

/** The machine's newest jobs, newest first. */
export async function jobsOfMachine(db: Database, organisationId: string, machineId: string): Promise<JobRecord[]> {
  return rowsOf<JobRecord>(
    db,
    sql`select ${jobColumns} from work_orders as w where w.organisation_id = ${organisationId} and w.machine_id = ${machineId}
         order by coalesce(w.execution_date, w.created_at::date) desc, w.created_at desc limit ${MACHINE_HISTORY_JOBS}`,
  );
}

export async function readingsOfMachine(
  db: Database,
  organisationId: string,
  machineId: string,
): Promise<Array<{ date: string; value: number }>> {
  return rowsOf(
    db,
    sql`select reading_date::text as date, (value_tenths / 10.0)::float8 as value from meter_readings
         where organisation_id = ${organisationId} and machine_id = ${machineId} order by reading_date desc, created_at desc limit 10`,
  );
}
