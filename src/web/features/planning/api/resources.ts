import { useQuery } from '@tanstack/react-query';
import type { Absence, AbsenceInput, OpeningHours, Planning } from '../../../../shared/planning';
import { apiJson } from '../../../lib/api-client';
import { planningKey, usePlanningMutation } from './planning-key';

/** GET /absences?from=&to= (at most 31 days). */
export function useAbsences(from: string, to: string) {
  return useQuery({
    queryKey: [...planningKey, 'absences', from, to],
    queryFn: ({ signal }) => apiJson<Absence[]>(`/absences?from=${from}&to=${to}`, { signal }),
  });
}

/** The workshop's members as the board lists them (GET /planning of one day). */
export function usePlanningMembers(date: string) {
  return useQuery({
    queryKey: [...planningKey, 'members', date],
    queryFn: async ({ signal }) => (await apiJson<Planning>(`/planning?from=${date}&to=${date}`, { signal })).members,
    staleTime: 60_000,
  });
}

export function useAddAbsence() {
  return usePlanningMutation((input: AbsenceInput) => apiJson<Absence>('/absences', { method: 'POST', body: input }));
}

export function useDeleteAbsence() {
  return usePlanningMutation((id: string) => apiJson<void>(`/absences/${id}`, { method: 'DELETE' }));
}

/** GET /company/hours: the opening hours per weekday. */
export function useOpeningHours() {
  return useQuery({
    queryKey: [...planningKey, 'hours'],
    queryFn: ({ signal }) => apiJson<OpeningHours>('/company/hours', { signal }),
  });
}

export function useSaveOpeningHours() {
  return usePlanningMutation((hours: OpeningHours) =>
    apiJson<OpeningHours>('/company/hours', { method: 'PUT', body: hours }),
  );
}
