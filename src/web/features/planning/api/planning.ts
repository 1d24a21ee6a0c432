import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Planning } from '../../../../shared/planning';
import { apiJson } from '../../../lib/api-client';
import { planningKey } from './planning-key';

export type PlanningView = 'members' | 'bays';

/** GET /planning: the board of some days (at most 31), with its tray. */
export function usePlanning(from: string, to: string, view: PlanningView) {
  return useQuery({
    queryKey: [...planningKey, 'board', from, to, view],
    queryFn: ({ signal }) => apiJson<Planning>(`/planning?from=${from}&to=${to}&view=${view}`, { signal }),
    placeholderData: keepPreviousData,
  });
}
