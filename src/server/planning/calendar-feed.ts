import { and, eq, sql } from 'drizzle-orm';
import { createSessionToken, hashToken, isWellFormedToken } from '../auth/service';
import type { SessionUser } from '../cache/session-cache';
import type { Database } from '../db/client';
import { rowsOf } from '../db/rows';
import { machineNameOf } from '../machines/service';
import { calendarFeedNotFound } from './errors';
import { calendarText, type FeedEvent } from './ical';
import { calendarFeeds } from './tables';

// A member's private calendar of their bookings (PLANNING.md decision 6). Only the token's hash is
// kept: the URL is shown once, and a new one (or revoking) stops the old at once.

/** The feed reaches back a month, for the week just past, and holds at most this many bookings. */
const FEED_LIMIT = 500;

export async function newCalendarFeed(db: Database, user: SessionUser, publicUrl: string): Promise<{ url: string }> {
  const token = createSessionToken();
  await db
    .insert(calendarFeeds)
    .values({ organisationId: user.organisationId, userId: user.id, tokenHash: hashToken(token) })
    .onConflictDoUpdate({
      target: [calendarFeeds.organisationId, calendarFeeds.userId],
      set: { tokenHash: hashToken(token), createdAt: sql`now()` },
    });
  return { url: `${publicUrl}/api/calendar/${token}.ics` };
}

export async function revokeCalendarFeed(db: Database, user: SessionUser): Promise<void> {
  await db
    .delete(calendarFeeds)
    .where(and(eq(calendarFeeds.organisationId, user.organisationId), eq(calendarFeeds.userId, user.id)));
}

/** The feed of a token, as iCalendar text; 404 for a token unknown, replaced, revoked or of a removed member. */
export async function calendarOfToken(db: Database, token: string, now: Date): Promise<string> {
  if (!isWellFormedToken(token)) throw calendarFeedNotFound();
  const [feed] = await rowsOf<{ organisationId: string; userId: string; companyName: string | null }>(
    db,
    sql`select f.organisation_id as "organisationId", f.user_id as "userId", o.name as "companyName"
      from calendar_feeds f join users u on u.id = f.user_id and u.removed_at is null
      join organisations o on o.id = f.organisation_id
      where f.token_hash = ${hashToken(token)}`,
  );
  if (!feed) throw calendarFeedNotFound();
  const since = new Date(now.getTime() - 31 * 86_400_000).toISOString();
  const events = await rowsOf<FeedEvent>(
    db,
    sql`select k.work_order_id as "workOrderId", k.starts_at as "startsAt", k.ends_at as "endsAt", k.version,
      w.work_order_number as "number", w.title, c.name as "customerName", c.phone as "customerPhone",
      ${machineNameOf(sql`${feed.organisationId}::uuid`, sql`w.machine_id`)} as "machine",
      case when k.on_site then k.address else b.name end as "place", k.on_site as "onSite", k.updated_at as "updatedAt"
      from bookings k join work_orders w on w.id = k.work_order_id
      left join customers c on c.id = w.customer_id left join bays b on b.id = k.bay_id
      where k.organisation_id = ${feed.organisationId} and k.ends_at > ${since}::timestamptz and w.status <> 'Avbruten'
        and exists (select 1 from work_order_assignees a where a.work_order_id = k.work_order_id and a.user_id = ${feed.userId})
      order by k.starts_at limit ${FEED_LIMIT}`,
  );
  return calendarText(feed.companyName ?? 'Verkstan', events, now);
}
