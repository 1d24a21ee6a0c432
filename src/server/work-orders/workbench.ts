import {
  listsSize,
  MAX_WORK_ORDER_LISTS_CHARS,
  type ChecklistTick,
  type Material,
  type TodoItem,
  type WorkOrder,
} from '../../shared/work-orders';
import { recordEvent, type Actor } from '../audit/service';
import type { Database } from '../db/client';
import { deviceTimeInputSchema } from '../../shared/device-time';
import { deviceTime } from '../http/device-time';
import { AppError, requestInvalid } from '../http/errors';
import { resolveMaterials } from '../parts/service';
import * as repository from './repository';
import { recordParts } from './links';
import { getWorkOrder } from './service';
import {
  checklistChanged,
  checklistItemNotFound,
  workOrderNotFound,
  listTooLong,
  workOrderListsTooLarge,
} from './errors';

// The workbench's narrow writes (docs/decisions/037): a tick or a part changes that one thing on the
// work order as it is now, under its row lock, so that nothing the office or a colleague saved in
// between is overwritten by a copy the mechanic's phone read earlier.

const MAX_LINES = 200;

/** A material line's `at`, checked as a device time (the line itself is kept as sent, so its schema passes it through). */
function deviceTimeOf(at: unknown): string | undefined {
  const parsed = deviceTimeInputSchema.safeParse({ at });
  if (!parsed.success) throw requestInvalid(parsed.error.issues[0]!.message).at('at');
  return parsed.data.at;
}

/** PUT /workorders/{id}/checklist/{index}: ticks or unticks one point, keeping its other fields as sent. */
export async function tickChecklistItem(
  db: Database,
  actor: Actor,
  id: string,
  index: number,
  tick: ChecklistTick,
  now: Date,
): Promise<WorkOrder> {
  const { organisationId } = actor;
  // Ticked offline: at the device's time (FIELD.md decision 7), kept on the point as doneAt.
  const doneAt = deviceTime(tick.at, now, { field: 'at' }).toISOString();
  await db.transaction(async (tx) => {
    const existing = await repository.lockWorkOrder(tx, organisationId, id);
    if (!existing) throw workOrderNotFound();
    const item = existing.todoList[index];
    if (typeof item !== 'object' || item === null) throw checklistItemNotFound();
    if (tick.text !== undefined && item.text !== tick.text) throw checklistChanged();
    if ((item.done === true) === tick.done) return;
    const todoList: TodoItem[] = existing.todoList.map((other, at) =>
      at === index ? ticked(other, tick.done, doneAt) : other,
    );
    await repository.updateWorkOrder(tx, organisationId, id, { todoList });
    await recordEvent(tx, actor, 'workOrder', id, 'updated', [
      { field: 'todoList', from: existing.todoList, to: todoList },
    ]);
  });
  return getWorkOrder(db, organisationId, id);
}

/** The point ticked with when, or unticked without it; its other fields kept as sent. */
function ticked(item: TodoItem, done: boolean, doneAt: string): TodoItem {
  const { doneAt: _before, ...rest } = item as TodoItem & { doneAt?: unknown };
  return done ? { ...rest, done, doneAt } : { ...rest, done };
}

/** POST /workorders/{id}/checklist: one point added at the end (a suggestion taken on the job page). */
export async function addChecklistItem(db: Database, actor: Actor, id: string, item: TodoItem): Promise<WorkOrder> {
  const { organisationId } = actor;
  await db.transaction(async (tx) => {
    const existing = await repository.lockWorkOrder(tx, organisationId, id);
    if (!existing) throw workOrderNotFound();
    const todoList = [...existing.todoList, item];
    requireRoom(todoList, existing.materials, 'todoList');
    await repository.updateWorkOrder(tx, organisationId, id, { todoList });
    await recordEvent(tx, actor, 'workOrder', id, 'updated', [
      { field: 'todoList', from: existing.todoList, to: todoList },
    ]);
  });
  return getWorkOrder(db, organisationId, id);
}

/** What a PUT refuses of a work order's lists: more than 200 rows in one, or more text than both may carry. */
function requireRoom(todoList: TodoItem[], materials: Material[], field: 'todoList' | 'materials') {
  if ((field === 'todoList' ? todoList : materials).length > MAX_LINES) {
    throw listTooLong(MAX_LINES).at(field);
  }
  if (listsSize(todoList, materials) > MAX_WORK_ORDER_LISTS_CHARS) {
    throw workOrderListsTooLarge(MAX_WORK_ORDER_LISTS_CHARS).at(field);
  }
}

/** A part of another workshop is named by the line itself here, not by `materials.0`. */
async function resolveLine(db: Database, organisationId: string, material: Material): Promise<Material> {
  try {
    return (await resolveMaterials(db, organisationId, [material]))[0]!;
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 400) throw error.at('partId');
    throw error;
  }
}

/**
 * POST /workorders/{id}/materials: one line added at the end. A part is reserved (drawn, on a finished
 * job) exactly as a PUT with the longer list would, in the same transaction as the line.
 */
export async function addMaterial(
  db: Database,
  actor: Actor,
  id: string,
  material: Material,
  now: Date,
): Promise<WorkOrder> {
  const { organisationId } = actor;
  // Added offline: the line keeps the device's time as addedAt (FIELD.md decision 7), not the `at` it came with.
  const { at, ...sent } = material as Material & { at?: unknown };
  const addedAt = deviceTime(deviceTimeOf(at), now, { field: 'at' }).toISOString();
  await db.transaction(async (tx) => {
    const existing = await repository.lockWorkOrder(tx, organisationId, id);
    if (!existing) throw workOrderNotFound();
    const line = { ...(await resolveLine(tx, organisationId, sent as Material)), addedAt };
    const materials = [...existing.materials, line];
    requireRoom(existing.todoList, materials, 'materials');
    const row = (await repository.updateWorkOrder(tx, organisationId, id, { materials }))!;
    await recordParts(tx, organisationId, { id, number: row.workOrderNumber, status: row.status }, materials);
    await recordEvent(tx, actor, 'workOrder', id, 'updated', [
      { field: 'materials', from: existing.materials, to: materials },
    ]);
  });
  return getWorkOrder(db, organisationId, id);
}
