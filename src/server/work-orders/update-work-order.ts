import { isFinished, type WorkOrder, type WorkOrderInput } from '../../shared/work-orders';
import type { MailLimits } from '../config';
import { messageCustomer } from '../customer-messages/service';
import type { Database } from '../db/client';
import { adjustCount } from '../db/list-counts';
import { toWorkOrder } from './mapper';
import { recordWorkOrderReading } from '../machines/service';
import { resolveMaterials } from '../parts/service';
import { setPerformedServices } from './performed-services';
import { requireMembers, setAssignees } from './assignees';
import { changesBetween, recordEvent, type Actor } from '../audit/service';
import * as repository from './repository';
import { keepOpenJobsOf } from './open-jobs';
import type { JobTimers } from './timer-port';
import {
  noNames,
  readingOf,
  recordParts,
  refreshServiceStatus,
  resolveLinks,
  resolvePerformed,
  rowValues,
} from './links';
import { workOrderNotFound, workOrderNumberTaken } from './errors';

/** Klar, and the list's older word for it: the status that tells the customer the job is done (QUOTES.md decision 8). */
const isReady = (status: string) => status === 'Klar' || status === 'completed';

/** What the trail records of an edit, by API field name (docs/team.md decision 5). */
const AUDITED_FIELDS = [
  'workOrderNumber',
  'title',
  'description',
  'status',
  'priority',
  'executionDate',
  'customerNumber',
  'customerId',
  'machineId',
  'meterReading',
  'vehicleCategory',
  'workCategory',
  'serviceIntervalIds',
  'assigneeIds',
  'todoList',
  'materials',
] as const satisfies ReadonlyArray<keyof WorkOrder>;

export async function updateWorkOrder(
  db: Database,
  actor: Actor,
  id: string,
  input: WorkOrderInput,
  now: Date,
  timers: JobTimers,
  mailLimits: MailLimits,
): Promise<WorkOrder> {
  const { organisationId } = actor;
  return db.transaction(async (tx) => {
    const existing = await repository.lockWorkOrder(tx, organisationId, id);
    if (!existing) throw workOrderNotFound();
    const workOrderNumber = input.workOrderNumber ?? existing.workOrderNumber;
    if (
      workOrderNumber !== existing.workOrderNumber &&
      (await repository.isWorkOrderNumberTaken(tx, organisationId, workOrderNumber, id))
    ) {
      throw workOrderNumberTaken();
    }
    const recorded = await repository.findWorkOrder(tx, organisationId, id);
    const links = await resolveLinks(tx, organisationId, input, {
      ...existing,
      meterReading: recorded?.meterReading ?? null,
      names: recorded ?? noNames,
    });
    const materials = await resolveMaterials(tx, organisationId, input.materials);
    const row = await repository.updateWorkOrder(tx, organisationId, id, {
      ...rowValues(input, links),
      materials,
      workOrderNumber,
    });
    if (row!.status !== existing.status) {
      await adjustCount(tx, organisationId, 'work_orders', existing.status, -1);
      await adjustCount(tx, organisationId, 'work_orders', row!.status, 1);
    }
    await recordWorkOrderReading(
      tx,
      organisationId,
      id,
      readingOf(links, input.executionDate, now, input.confirmJump === true),
    );
    const performed = await resolvePerformed(tx, organisationId, input, links, recorded?.serviceIntervalIds ?? []);
    await setPerformedServices(tx, organisationId, id, performed);
    await recordParts(tx, organisationId, { id, number: row!.workOrderNumber, status: row!.status }, materials);
    const assigneeIds = input.assigneeIds ?? recorded?.assigneeIds ?? [];
    if (input.assigneeIds !== undefined) {
      await requireMembers(tx, organisationId, assigneeIds);
      await setAssignees(tx, organisationId, id, assigneeIds);
    }
    // Its date, status, reading or services may move when either machine's services were last done.
    await keepOpenJobsOf(tx, organisationId, [existing.machineId, links.machineId]);
    await refreshServiceStatus(tx, organisationId, [existing.machineId, links.machineId], now);
    const before = toWorkOrder(
      existing,
      recorded?.meterReading ?? null,
      recorded?.serviceIntervalIds ?? [],
      recorded?.assigneeIds ?? [],
      recorded ?? noNames,
    );
    const after = toWorkOrder(row!, links.meterReading, performed, assigneeIds, links.names);
    const changes = changesBetween(before, after, AUDITED_FIELDS);
    if (changes.length > 0) await recordEvent(tx, actor, 'workOrder', id, 'updated', changes);
    // Each time the job becomes Klar, not when a retried request finds it Klar already (decision 051).
    if (isReady(row!.status) && !isReady(existing.status))
      await messageCustomer(tx, { kind: 'workOrderReady', organisationId, workOrderId: id }, mailLimits);
    // A finished job is no longer worked on: a timer left running on it would count hours nobody works.
    if (isFinished(row!.status) && !isFinished(existing.status)) {
      const stoppedTimers = await timers.stopOnJob(tx, actor, id, now);
      if (stoppedTimers.length > 0) return { ...after, stoppedTimers };
    }
    return after;
  });
}
