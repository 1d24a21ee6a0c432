import { sql, type SQL } from 'drizzle-orm';

/** A customer's name as other features' queries show it, a scalar subquery by its workshop and id; null without a customer. */
export const customerNameOf = (organisationId: SQL, customerId: SQL): SQL<string | null> =>
  sql<
    string | null
  >`(select c.name from customers as c where c.organisation_id = ${organisationId} and c.id = ${customerId})`;
