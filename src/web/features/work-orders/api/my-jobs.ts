import { useQuery } from '@tanstack/react-query';
import { isFinished, type WorkOrder } from '../../../../shared/work-orders';
import { swedishDate } from '../../../../shared/dates';
import { MAX_WORK_ORDER_PAGE_SIZE } from '../../../../shared/validation';
import { fetchListPage } from '../../../lib/list-page-fetch';
import { orFromPack } from '../../../lib/offline/pack-fallback';
import { workOrdersKey } from './work-orders-key';

/** At most this many (the API's largest page of work orders): a person's open jobs fit on one page. */
const MY_JOBS_LIMIT = MAX_WORK_ORDER_PAGE_SIZE;

/** Today's first, then by day (those without a day last), then the newest. */
export function orderForToday(jobs: WorkOrder[], today = swedishDate()): WorkOrder[] {
  const rank = (job: WorkOrder) => (job.executionDate === today ? 0 : job.executionDate ? 1 : 2);
  return [...jobs].sort(
    (a, b) =>
      rank(a) - rank(b) ||
      (a.executionDate ?? '').localeCompare(b.executionDate ?? '') ||
      b.createdAt.localeCompare(a.createdAt),
  );
}

const isOpen = (job: WorkOrder) => !isFinished(job.status) && job.status !== 'Avbruten';

/** GET /workorders?assignee=me: the caller's open jobs, today's first; without signal, the field pack's. */
export function useMyJobs() {
  return useQuery({
    queryKey: [...workOrdersKey, 'mine'],
    queryFn: async ({ signal }) => {
      const jobs = await orFromPack(
        async () =>
          (await fetchListPage<WorkOrder>('/workorders', { limit: MY_JOBS_LIMIT, offset: 0, assignee: 'me' }, signal))
            .items,
        (pack) => pack.workOrders,
      );
      return orderForToday(jobs.filter(isOpen));
    },
  });
}
