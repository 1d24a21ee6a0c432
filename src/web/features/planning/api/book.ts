import type { Booking, Warning } from '../../../../shared/planning';
import { apiJson } from '../../../lib/api-client';
import { usePlanningMutation } from './planning-key';

/** What the board sends: Swedish wall-clock times, and the version it read (0: not booked). */
export interface BookingValues {
  start: string;
  end: string;
  assigneeIds?: string[];
  bayId?: string | null;
  onSite?: boolean;
  /** On site: where; null or left out, the customer's address. */
  address?: string | null;
  version?: number;
}

export type Booked = Booking & { warnings: Warning[] };

/** PUT /workorders/{id}/booking: books or moves; 409 (ApiError with `body.booking`) when someone moved it first. */
export function useBookWorkOrder() {
  return usePlanningMutation(({ workOrderId, values }: { workOrderId: string; values: BookingValues }) =>
    apiJson<Booked>(`/workorders/${workOrderId}/booking`, { method: 'PUT', body: values }),
  );
}

/** POST /service-due/{intervalId}/book: the due service's work order, made and booked at once. */
export function useBookServiceDue() {
  return usePlanningMutation(
    async ({ intervalId, values }: { intervalId: string; values: BookingValues }): Promise<Booked> => {
      const made = await apiJson<{ booking: Booking; warnings: Warning[] }>(`/service-due/${intervalId}/book`, {
        method: 'POST',
        body: values,
      });
      return { ...made.booking, warnings: made.warnings };
    },
  );
}

/** DELETE /workorders/{id}/booking: the job is not booked again. */
export function useUnbook() {
  return usePlanningMutation((workOrderId: string) =>
    apiJson<void>(`/workorders/${workOrderId}/booking`, { method: 'DELETE' }),
  );
}
