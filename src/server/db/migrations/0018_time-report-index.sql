-- The time report sums a period's hours per person and day: an index that holds what it reads, so the
-- sum is read from the index alone (docs/performance.md, time report).
CREATE INDEX "time_entries_report_idx" ON "time_entries" USING btree ("organisation_id", "entry_date") INCLUDE ("user_id", "billable", "hours_hundredths") WHERE "hours_hundredths" IS NOT NULL;
