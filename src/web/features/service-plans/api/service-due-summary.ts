import { useQuery } from '@tanstack/react-query';
import type { ServiceDueItem } from '../../../../shared/service-plans';
import { apiRequest, totalCount } from '../../../lib/api-client';
import { servicePlansKey } from './service-plans-key';

/** The dashboard's card: the five most urgent, and how many are overdue and due soon. */
export function useServiceDueSummary() {
  return useQuery({
    queryKey: [...servicePlansKey, 'due', 'summary'],
    queryFn: async ({ signal }) => {
      const [urgent, overdue] = await Promise.all([
        apiRequest<ServiceDueItem[]>('/service-due?limit=5', { signal }),
        apiRequest<ServiceDueItem[]>('/service-due?status=overdue&limit=1', { signal }),
      ]);
      const total = totalCount(urgent.headers);
      const overdueCount = totalCount(overdue.headers);
      return { urgent: urgent.data, overdue: overdueCount, dueSoon: total - overdueCount };
    },
    staleTime: 0,
  });
}
