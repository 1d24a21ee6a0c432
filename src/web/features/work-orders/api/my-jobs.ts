import { useQuery } from '@tanstack/react-query';
import { isFinished, type WorkOrder } from '../../../../shared/work-orders';
import { swedishDate } from '../../../../shared/dates';
import { MAX_WORK_ORDER_PAGE_SIZE } from '../../../../shared/validation';
import { fetchListPage } from '../../../lib/list-page-fetch';
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

/** GET /workorders?assignee=me: the caller's open jobs, today's first. */
export function useMyJobs() {
  return useQuery({
    queryKey: [...workOrdersKey, 'mine'],
    queryFn: async ({ signal }) => {
      const page = await fetchListPage<WorkOrder>(
        '/workorders',
        { limit: MY_JOBS_LIMIT, offset: 0, assignee: 'me' },
        signal,
      );
      return orderForToday(page.items.filter((job) => !isFinished(job.status) && job.status !== 'Avbruten'));
    },
  });
}
