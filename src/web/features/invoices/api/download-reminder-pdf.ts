import type { Reminder } from '../../../../shared/reminders';
import { downloadFile } from '../../../lib/api-client';

export function downloadReminderPdf(reminder: Reminder, invoiceNumber: string): Promise<void> {
  return downloadFile(
    `/reminders/${reminder.id}/pdf`,
    `paminnelse-${invoiceNumber}-${reminder.number}.pdf`,
    'application/pdf',
  );
}
