import { eq } from 'drizzle-orm';
import { DEFAULT_OPENING_HOURS, WEEKDAYS, type OpeningHours } from '../../shared/planning';
import type { Database } from '../db/client';
import { openingHours } from './tables';

// The workshop's opening hours per weekday (PLANNING.md decision 2): the default until the owner sets them.

const sorted = (hours: OpeningHours): OpeningHours =>
  Object.fromEntries(
    WEEKDAYS.map((day) => [
      day,
      [...(hours[day] ?? [])].sort((first, second) => first.from.localeCompare(second.from)),
    ]),
  ) as OpeningHours;

export async function hoursOf(db: Database, organisationId: string): Promise<OpeningHours> {
  const [found] = await db
    .select({ hours: openingHours.hours })
    .from(openingHours)
    .where(eq(openingHours.organisationId, organisationId));
  return found ? sorted(found.hours) : DEFAULT_OPENING_HOURS;
}

export async function setHours(db: Database, organisationId: string, hours: OpeningHours): Promise<OpeningHours> {
  const kept = sorted(hours);
  await db
    .insert(openingHours)
    .values({ organisationId, hours: kept })
    .onConflictDoUpdate({ target: openingHours.organisationId, set: { hours: kept } });
  return kept;
}

/** The weekday key of a Swedish date. */
export function weekdayOf(date: string): (typeof WEEKDAYS)[number] {
  return WEEKDAYS[(new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7]!;
}
