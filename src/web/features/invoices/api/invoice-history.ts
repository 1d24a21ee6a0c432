import { useQuery } from '@tanstack/react-query';
import type { Reminder } from '../../../../shared/reminders';
import { apiJson } from '../../../lib/api-client';
import { invoicesKey } from './invoices-key';

/** GET /invoice/{id}/reminders: those sent, oldest first (the invoice's own page). */
export function useReminders(invoiceId: string) {
  return useQuery({
    queryKey: [...invoicesKey, 'reminders-sent', invoiceId],
    queryFn: ({ signal }) => apiJson<Reminder[]>(`/invoice/${invoiceId}/reminders`, { signal }),
  });
}
