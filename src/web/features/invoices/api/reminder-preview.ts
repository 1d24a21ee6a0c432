import { useQuery } from '@tanstack/react-query';
import type { Reminder, ReminderPreview } from '../../../../shared/reminders';
import { apiJson } from '../../../lib/api-client';
import { invoicesKey } from './invoices-key';

/** GET /invoice/{id}/reminders/preview and /reminders: what the next one charges, and those sent. */
export function useReminderPreview(invoiceId: string) {
  return useQuery({
    queryKey: [...invoicesKey, 'reminders', invoiceId],
    queryFn: async ({ signal }) => {
      const [preview, sent] = await Promise.all([
        apiJson<ReminderPreview>(`/invoice/${invoiceId}/reminders/preview`, { signal }),
        apiJson<Reminder[]>(`/invoice/${invoiceId}/reminders`, { signal }),
      ]);
      return { preview, sent };
    },
  });
}
