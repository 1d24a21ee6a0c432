import { statusesMatchingFilter } from '../../shared/work-orders';
import type { Database } from '../db/client';
import { invalidStatus } from '../http/errors';
import { isUuid } from '../http/ids';
import * as pageJson from './page-json';

export const DEFAULT_PAGE_SIZE = 100;
const isUuidOrAbsent = (value: string | undefined) => value === undefined || isUuid(value);

export async function listWorkOrders(
  db: Database,
  organisationId: string,
  query: {
    status?: string | undefined;
    customerId?: string | undefined;
    machineId?: string | undefined;
    /** A member's id, already resolved from "me" by the route. */
    assignee?: string | undefined;
    limit?: number | undefined;
    offset?: number | undefined;
  },
) {
  let statuses: readonly string[] | null = null;
  if (query.status && query.status !== 'all') {
    statuses = statusesMatchingFilter(query.status);
    if (!statuses) throw invalidStatus().at('status');
  }
  const limit = query.limit ?? DEFAULT_PAGE_SIZE;
  const offset = query.offset ?? 0;
  if (query.customerId !== undefined || query.machineId !== undefined || query.assignee !== undefined) {
    // Another workshop's id, or none that could exist, has no work orders here.
    if (!isUuidOrAbsent(query.customerId) || !isUuidOrAbsent(query.machineId) || !isUuidOrAbsent(query.assignee))
      return { json: '[]', total: 0 };
    const of = {
      customerId: query.customerId?.toLowerCase() ?? null,
      machineId: query.machineId?.toLowerCase() ?? null,
      assigneeId: query.assignee?.toLowerCase() ?? null,
    };
    return pageJson.workOrderPageJsonOf(db, organisationId, of, statuses, limit, offset);
  }
  return pageJson.workOrderPageJson(db, organisationId, statuses, limit, offset);
}
