import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { isUuid } from '../http/ids';
import { invoices } from '../invoices/tables';
import { portalInvoiceNotFound } from './errors';

/** The invoice's id when it is the page's customer's in the page's workshop; any other is 404. */
export async function requirePortalInvoice(
  db: Database,
  owner: { organisationId: string; customerId: string },
  id: string,
): Promise<string> {
  if (!isUuid(id)) throw portalInvoiceNotFound();
  const [row] = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(
      and(
        eq(invoices.organisationId, owner.organisationId),
        eq(invoices.customerId, owner.customerId),
        eq(invoices.id, id.toLowerCase()),
      ),
    )
    .limit(1);
  if (!row) throw portalInvoiceNotFound();
  return row.id;
}
