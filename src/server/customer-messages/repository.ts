import { eq } from 'drizzle-orm';
import { NO_MESSAGES, type MessageSettingsInput } from '../../shared/customer-messages';
import type { Database } from '../db/client';
import { customerMessageSettings } from './tables';

type Row = typeof customerMessageSettings.$inferSelect;

const toSettings = (row: Row | undefined): MessageSettingsInput =>
  row
    ? {
        workOrderReady: { email: row.workOrderReadyEmail, sms: row.workOrderReadySms },
        bookingChanged: { email: row.bookingChangedEmail, sms: row.bookingChangedSms },
        invoiceSent: { email: row.invoiceSentEmail, sms: row.invoiceSentSms },
      }
    : NO_MESSAGES;

export async function findSettings(db: Database, organisationId: string): Promise<MessageSettingsInput> {
  const [row] = await db
    .select()
    .from(customerMessageSettings)
    .where(eq(customerMessageSettings.organisationId, organisationId))
    .limit(1);
  return toSettings(row);
}

export async function saveSettings(
  db: Database,
  organisationId: string,
  settings: MessageSettingsInput,
): Promise<MessageSettingsInput> {
  const values = {
    workOrderReadyEmail: settings.workOrderReady.email,
    workOrderReadySms: settings.workOrderReady.sms,
    bookingChangedEmail: settings.bookingChanged.email,
    bookingChangedSms: settings.bookingChanged.sms,
    invoiceSentEmail: settings.invoiceSent.email,
    invoiceSentSms: settings.invoiceSent.sms,
    updatedAt: new Date().toISOString(),
  };
  const [row] = await db
    .insert(customerMessageSettings)
    .values({ organisationId, ...values })
    .onConflictDoUpdate({ target: customerMessageSettings.organisationId, set: values })
    .returning();
  return toSettings(row);
}
