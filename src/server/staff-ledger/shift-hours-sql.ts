import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import { mayBeginWithin, shifts } from './repository';

// The one source of how a checked-in shift counts toward a person's day, read inside time's report
// statement (time/repository.ts, prepareReportRows) through the staff ledger's service: the report
// stays one prepared statement, which a call per person or day could not.

/**
 * Checked-in hours per person and Swedish day in a period, for the time report: closed shifts only,
 * counted on the day they began. People without a login are keyed by personnummer. A query to read
 * within the report's one statement (columns "userId", "personalNumber", name, date, minutes).
 */
export function shiftHoursByDayQuery(
  organisationId: string | Placeholder,
  from: string | Placeholder,
  to: string | Placeholder,
): SQL {
  return sql`select "userId", case when "userId" is null then "personalNumber" end as "personalNumber", min(name) as name,
          to_char(("checkIn" at time zone 'Europe/Stockholm')::date, 'YYYY-MM-DD') as date,
          sum(round(extract(epoch from ("checkOut" - "checkIn")) / 60))::int as minutes
        from (${shifts(organisationId, mayBeginWithin(organisationId, from, to))}
          where "checkOut" is not null and ("checkIn" at time zone 'Europe/Stockholm')::date between ${from}::date and ${to}::date) as closed
        group by 1, 2, 4`;
}
