import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rowsOf } from '../db/rows';
import { machineNameOf } from '../machines/service';

// What a message needs of the job or invoice it is about: read here with this feature's own queries
// (CONVENTIONS, features that work together), in the caller's transaction.

export interface Recipient {
  customerId: string | null;
  email: string | null;
  phone: string | null;
}

export interface Subject {
  recipient: Recipient;
  machine: string | null;
  workOrderNumber: string | null;
  title: string | null;
  invoiceNumber: string | null;
  /** An invoice's: when it was sent before, if ever (a message goes at its first sending only). */
  sentAt: string | null;
}

/** The workshop's name and where its customers' answers go: its own e-mail, else its owner's. */
export async function workshopOf(tx: Database, organisationId: string) {
  const [row] = await rowsOf<{ name: string; replyTo: string | null }>(
    tx,
    sql`select o.name, coalesce(nullif(o.email, ''),
          (select u.email from users as u where u.organisation_id = o.id and u.role = 'owner' order by u.created_at limit 1)) as "replyTo"
        from organisations as o where o.id = ${organisationId}`,
  );
  return row!;
}

const org = (organisationId: string) => sql`${organisationId}::uuid`;

export async function workOrderSubject(tx: Database, organisationId: string, workOrderId: string): Promise<Subject> {
  const [row] = await rowsOf<Recipient & Omit<Subject, 'recipient'>>(
    tx,
    sql`select w.customer_id as "customerId", nullif(c.email, '') as email, nullif(c.phone, '') as phone,
          ${machineNameOf(org(organisationId), sql`w.machine_id`)} as machine,
          w.work_order_number as "workOrderNumber", w.title, null as "invoiceNumber", null as "sentAt"
        from work_orders as w
        left join customers as c on c.organisation_id = w.organisation_id and c.id = w.customer_id
        where w.organisation_id = ${organisationId} and w.id = ${workOrderId}`,
  );
  return toSubject(row!);
}

export async function invoiceSubject(tx: Database, organisationId: string, invoiceId: string): Promise<Subject> {
  const [row] = await rowsOf<Recipient & Omit<Subject, 'recipient'>>(
    tx,
    sql`select i.customer_id as "customerId", coalesce(nullif(c.email, ''), nullif(i.customer_email, '')) as email,
          nullif(c.phone, '') as phone, ${machineNameOf(org(organisationId), sql`w.machine_id`)} as machine,
          w.work_order_number as "workOrderNumber", w.title, i.invoice_number as "invoiceNumber", i.sent_at::text as "sentAt"
        from invoices as i
        left join customers as c on c.organisation_id = i.organisation_id and c.id = i.customer_id
        left join work_orders as w on w.organisation_id = i.organisation_id and w.id = i.work_order_id
        where i.organisation_id = ${organisationId} and i.id = ${invoiceId}`,
  );
  return toSubject(row!);
}

function toSubject({ customerId, email, phone, ...rest }: Recipient & Omit<Subject, 'recipient'>): Subject {
  return { recipient: { customerId, email, phone }, ...rest };
}
