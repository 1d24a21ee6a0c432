import { useQuery } from '@tanstack/react-query';
import type { Reminder, ReminderInput, ReminderPreview } from '../../../../shared/reminders';
import { apiJson, downloadFile } from '../../../lib/api-client';
import { invoicesKey, useInvoiceMutation } from './invoices-key';

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

/** POST /invoice/{id}/reminders: numbered, charged and (unless told not to) mailed with its PDF. */
export function useCreateReminder() {
  return useInvoiceMutation(({ id, input }: { id: string; input: ReminderInput }) =>
    apiJson<Reminder>(`/invoice/${id}/reminders`, { method: 'POST', body: input }),
  );
}

export function downloadReminderPdf(reminder: Reminder, invoiceNumber: string): Promise<void> {
  return downloadFile(`/reminders/${reminder.id}/pdf`, `paminnelse-${invoiceNumber}-${reminder.number}.pdf`, 'application/pdf');
}
