import { isFinished, type WorkOrder } from '../../shared/work-orders';
import type { Database } from '../db/client';
import { classifyDatabaseError, isStillReferenced } from '../db/errors';
import { adjustCount } from '../db/list-counts';
import { toWorkOrder } from './mapper';
import { keepReadingSteps } from '../machines/service';
import { settleMaterials } from '../parts/service';
import { recordEvent, type Actor } from '../audit/service';
import * as repository from './repository';
import { keepOpenJobsOf } from './open-jobs';
import { refreshServiceStatus } from './links';

// What the features above read of this one (docs/decisions/008: another feature's service is its public face).
export { findWorkOrderSummary, findWorkOrdersByNumber, workOrderExists } from './summaries';
export { workOrderNumberOf } from './number-sql';

/** The job's kept amounts, written by the features that change them (docs/decisions/031). */
export {
  jobsWithUnkeptAmounts,
  keepBilling,
  keepMaterialValues,
  keepTimeValues,
  lockJobs,
  unkeptAmountsExist,
} from './kept-amounts';
import {
  workOrderFinishedNoTimer,
  workOrderHasInvoices,
  workOrderHasQuotes,
  workOrderHasTime,
  workOrderNotFound,
  workOrderSigned,
} from './errors';
/** The customer's signature (FIELD.md decision 5): the invoice PDF prints it when the workshop says so. */
export { printableSignatureOf, signatureOf, signersOf } from './signature';
import { signatureOf } from './signature';
export { materialRowsSql, roundedAsJavaScript } from './materials-value';
export { beyondFixedPriceSql, dueOreSql } from './job-due';
export { finishedLiterals, keepOpenJobsOf } from './open-jobs';
/** Whether an open job performs a service interval: the planning board's tray leaves it out. */
export { openJobPerforming, openJobPerforms } from './performed-services';
export { countWorkOrdersOnMachine, latestJobsOfMachines, workOrdersOnMachine, type ServiceBookJob } from './of-machine';
export { DEFAULT_PAGE_SIZE, listWorkOrders } from './list-work-orders';
export { workOrdersAmongJson } from './page-json';
export { createWorkOrder } from './create-work-order';
/** A quote's acceptance makes or adds to the job; what an invoice of it is held to (docs/decisions/054). */
export { agreedPriceOf, takeAcceptedQuote, type AcceptedQuote, type Accepter } from './accepted-quote';
import { agreedPriceOfRow } from './accepted-quote';
export { updateWorkOrder } from './update-work-order';
export { recordParts } from './links';
/** Who is on a job: planning books its assignees (PLANNING.md decision 1). */
export { requireMembers, setAssignees } from './assignees';

/** What a started job becomes: its waiting status's counterpart in the same vocabulary. */
const STARTED: Record<string, string> = { Väntande: 'Pågående', pending: 'in_progress' };

/**
 * A timer started on a waiting job puts it in progress (issue 44: the job stayed Väntande while the
 * mechanic worked on it); in the caller's transaction, counted and in the trail. A finished job refuses a
 * timer (409): nothing would stop it. Any other status stays.
 * The caller has locked the job (lockJobs): read without FOR UPDATE, so that the lock is not upgraded
 * while colleagues wait on it.
 */
export async function markStarted(db: Database, actor: Actor, id: string): Promise<void> {
  const existing = (await repository.findWorkOrder(db, actor.organisationId, id))?.row;
  if (existing && isFinished(existing.status)) throw workOrderFinishedNoTimer();
  const started = existing ? STARTED[existing.status] : undefined;
  if (!existing || !started) return;
  await repository.updateWorkOrder(db, actor.organisationId, id, { status: started });
  await adjustCount(db, actor.organisationId, 'work_orders', existing.status, -1);
  await adjustCount(db, actor.organisationId, 'work_orders', started, 1);
  await recordEvent(db, actor, 'workOrder', id, 'updated', [{ field: 'status', from: existing.status, to: started }]);
}

/** An invoiced work order stays: the foreign key of whatever bills it refuses the delete. */
async function deleteUnlessReferenced(db: Database, organisationId: string, id: string): Promise<void> {
  try {
    await repository.deleteWorkOrder(db, organisationId, id);
  } catch (error) {
    // Time recorded on it refuses the delete too; the constraint says which (time/tables.ts).
    if (isStillReferenced(error)) {
      const constraint = classifyDatabaseError(error)?.constraint ?? '';
      // A signature is evidence (FIELD.md decision 5): the signed job stays.
      if (constraint.startsWith('work_order_signatures_')) throw workOrderSigned();
      if (constraint.startsWith('quotes_')) throw workOrderHasQuotes();
      throw (constraint.startsWith('time_entries_') ? workOrderHasTime : workOrderHasInvoices)();
    }
    throw error;
  }
}

export async function deleteWorkOrder(db: Database, actor: Actor, id: string, now: Date): Promise<void> {
  const { organisationId } = actor;
  await db.transaction(async (tx) => {
    const existing = await repository.lockWorkOrder(tx, organisationId, id);
    if (!existing) throw workOrderNotFound();
    // What it drew goes back on the shelf; its ledger rows stay, no longer naming it.
    await settleMaterials(tx, organisationId, { id, number: existing.workOrderNumber, isFinished: false }, []);
    await deleteUnlessReferenced(tx, organisationId, id);
    // Its reading went with it (the foreign key cascades): the machine's next reading has another before it.
    await keepReadingSteps(tx, organisationId, [existing.machineId]);
    await keepOpenJobsOf(tx, organisationId, [existing.machineId]);
    await refreshServiceStatus(tx, organisationId, [existing.machineId], now);
    await adjustCount(tx, organisationId, 'work_orders', existing.status, -1);
    await recordEvent(tx, actor, 'workOrder', id, 'deleted');
  });
}

export async function getWorkOrder(db: Database, organisationId: string, id: string): Promise<WorkOrder> {
  // One job read alone carries its signature; the lists do not (built by PostgreSQL, page-json.ts).
  const [workOrder, signature] = await Promise.all([
    getWorkOrderRecord(db, organisationId, id),
    signatureOf(db, organisationId, id),
  ]);
  return { ...workOrder, signature };
}

/** The job without its signature: one statement. */
export async function getWorkOrderRecord(db: Database, organisationId: string, id: string): Promise<WorkOrder> {
  return (await getWorkOrderToInvoice(db, organisationId, id)).workOrder;
}

/** The job and the price its invoice is held to, from the one row (the invoice draft). */
export async function getWorkOrderToInvoice(db: Database, organisationId: string, id: string) {
  const found = await repository.findWorkOrder(db, organisationId, id);
  if (!found) throw workOrderNotFound();
  return {
    workOrder: toWorkOrder(found.row, found.meterReading, found.serviceIntervalIds, found.assigneeIds, found),
    agreed: agreedPriceOfRow(found.row),
  };
}
