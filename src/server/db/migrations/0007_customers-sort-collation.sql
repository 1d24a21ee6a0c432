DROP INDEX "customers_sort_idx";--> statement-breakpoint
CREATE INDEX "customers_sort_idx" ON "customers" USING btree ("organisation_id","sort_key" collate "C","id");