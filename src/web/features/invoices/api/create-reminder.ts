import type { Reminder, ReminderInput } from '../../../../shared/reminders';
import { apiJson } from '../../../lib/api-client';
import { useInvoiceMutation } from './invoices-key';

/** POST /invoice/{id}/reminders: numbered, charged and (unless told not to) mailed with its PDF. */
export function useCreateReminder() {
  return useInvoiceMutation(({ id, input }: { id: string; input: ReminderInput }) =>
    apiJson<Reminder>(`/invoice/${id}/reminders`, { method: 'POST', body: input }),
  );
}
