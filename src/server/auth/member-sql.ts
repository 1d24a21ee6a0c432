import { sql, type Placeholder, type SQL } from 'drizzle-orm';

// The members as other features' SQL reads them, inside one statement: the one source of "a member is
// someone not removed" and of a person's name in time's report and entries (time/repository.ts) and
// a job's assignees (work-orders/assignees.ts), where each is run. Offered through auth's service.

/** The workshop's members (not removed) as a query to read within another statement (columns "userId", name). */
export function memberNamesQuery(organisationId: string | Placeholder): SQL {
  return sql`select member.id as "userId", member.name from users as member where member.organisation_id = ${organisationId} and member.removed_at is null`;
}

/** Whether a user id (an SQL expression) names a member who is not removed: for other features' queries, in the same round trip. */
export function isActiveMember(userId: SQL): SQL<boolean> {
  return sql<boolean>`exists (select 1 from users as member where member.id = ${userId} and member.removed_at is null)`;
}

/** A person's name (removed members too: their time keeps their name), as a scalar subquery for other features' queries. */
export function userNameOf(userId: SQL): SQL<string> {
  return sql<string>`(select person.name from users as person where person.id = ${userId})`;
}
