import { type WorkOrder, type WorkOrderInput } from '../../shared/work-orders';
import type { Database } from '../db/client';
import { adjustCount } from '../db/list-counts';
import { insertWithUniqueNumber } from '../db/unique-number';
import { workOrderSeries } from './numbers';
import { toWorkOrder } from './mapper';
import { recordWorkOrderReading } from '../machines/service';
import { resolveMaterials } from '../parts/service';
import { setPerformedServices } from './performed-services';
import { requireMembers, setAssignees } from './assignees';
import { recordEvent, type Actor } from '../audit/service';
import * as repository from './repository';
import { keepOpenJobsOf } from './open-jobs';
import {
  namesRecords,
  readingOf,
  recordParts,
  refreshServiceStatus,
  resolveLinks,
  resolvePerformed,
  rowValues,
} from './links';
import { workOrderNumberTaken, workOrderNumbersExhausted } from './errors';

export async function createWorkOrder(
  db: Database,
  actor: Actor,
  input: WorkOrderInput,
  now: Date,
): Promise<WorkOrder> {
  const { organisationId } = actor;
  const series = workOrderSeries(now);
  const numberTaken = input.workOrderNumber ? workOrderNumberTaken : workOrderNumbersExhausted;
  if (!namesRecords(input)) {
    // The spec's work order alone: one counted insert, no transaction (the hot path).
    const links = await resolveLinks(db, organisationId, input, null);
    const row = await insertWithUniqueNumber(
      input.workOrderNumber,
      series,
      (workOrderNumber) =>
        repository.insertCountedWorkOrder(db, { ...rowValues(input, links), organisationId, workOrderNumber }, actor),
      (prefix) => repository.numbersWithPrefix(db, organisationId, prefix),
    );
    if (!row) throw numberTaken();
    return toWorkOrder(row);
  }
  // With a machine and its meter, the reading and the work order are written together or not at all.
  return db.transaction(async (tx) => {
    const { row, links, performed, assigneeIds } = await insertLinkedWorkOrder(tx, organisationId, input, now);
    await recordEvent(tx, actor, 'workOrder', row.id, 'created');
    return toWorkOrder(row, links.meterReading, performed, assigneeIds, links.names);
  });
}

/**
 * A work order that names records (customer, machine, parts, intervals, members), written in the
 * caller's transaction: its number, count, reading, reserved parts and the machine's kept states. The
 * caller records who created it (staff here; a customer accepting a quote, quotes/answers.ts).
 */
export async function insertLinkedWorkOrder(
  tx: Database,
  organisationId: string,
  input: WorkOrderInput,
  now: Date,
  /** What a quote's acceptance gives the job besides (accepted-quote.ts). */
  priced: Partial<repository.NewWorkOrderRow> = {},
) {
  const series = workOrderSeries(now);
  const numberTaken = input.workOrderNumber ? workOrderNumberTaken : workOrderNumbersExhausted;
  const links = await resolveLinks(tx, organisationId, input, null);
  const materials = await resolveMaterials(tx, organisationId, input.materials);
  const row = await insertWithUniqueNumber(
    input.workOrderNumber,
    series,
    (workOrderNumber) =>
      repository.insertWorkOrder(tx, {
        ...rowValues(input, links),
        ...priced,
        materials,
        organisationId,
        workOrderNumber,
      }),
    (prefix) => repository.numbersWithPrefix(tx, organisationId, prefix),
  );
  if (!row) throw numberTaken();
  await adjustCount(tx, organisationId, 'work_orders', row.status, 1);
  await recordWorkOrderReading(
    tx,
    organisationId,
    row.id,
    readingOf(links, input.executionDate, now, input.confirmJump === true),
  );
  const performed = await resolvePerformed(tx, organisationId, input, links, []);
  await setPerformedServices(tx, organisationId, row.id, performed);
  await recordParts(tx, organisationId, { id: row.id, number: row.workOrderNumber, status: row.status }, materials);
  const assigneeIds = input.assigneeIds ?? [];
  await requireMembers(tx, organisationId, assigneeIds);
  await setAssignees(tx, organisationId, row.id, assigneeIds);
  await keepOpenJobsOf(tx, organisationId, [links.machineId]);
  await refreshServiceStatus(tx, organisationId, [links.machineId], now);
  return { row, links, performed, assigneeIds };
}
