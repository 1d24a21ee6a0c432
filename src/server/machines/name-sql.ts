import { sql, type SQL } from 'drizzle-orm';
import type { MachineFacts } from '../../shared/machines';

/**
 * A machine's name as other features' queries show it ("Volvo EC220E (ABC123)"), a scalar subquery by
 * its workshop and id; null without a machine. Must say what `machineName` in shared/machines.ts says
 * (held by work-orders/list-json.test.ts).
 */
export const machineNameOf = (organisationId: SQL, machineId: SQL): SQL<string | null> =>
  sql<
    string | null
  >`(select concat_ws(' ', m.make, m.model) || coalesce(' (' || coalesce(m.registration_number, m.unit_number, m.serial_number) || ')', '')
      from machines as m where m.organisation_id = ${organisationId} and m.id = ${machineId})`;

/** What an invoice prints of the job's machine (`machineOnInvoice` in shared/machines.ts), as JSON; null without a machine. */
export const machineFactsOf = (organisationId: SQL, machineId: SQL): SQL<MachineFacts | null> =>
  sql<MachineFacts | null>`(select json_build_object('make', m.make, 'model', m.model, 'registrationNumber', m.registration_number, 'serialNumber', m.serial_number)
      from machines as m where m.organisation_id = ${organisationId} and m.id = ${machineId})`;
