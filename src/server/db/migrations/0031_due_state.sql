ALTER TABLE "machines" ADD COLUMN "service_overdue_from" date;--> statement-breakpoint
ALTER TABLE "machines" ADD COLUMN "service_due_soon_from" date;--> statement-breakpoint
ALTER TABLE "machines" ADD COLUMN "has_service_plan" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "service_intervals" ADD COLUMN "due_date" date;--> statement-breakpoint
ALTER TABLE "service_intervals" ADD COLUMN "forecast_date" date;--> statement-breakpoint
ALTER TABLE "service_intervals" ADD COLUMN "meter_overdue_on" date;--> statement-breakpoint
ALTER TABLE "service_intervals" ADD COLUMN "meter_soon" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "service_intervals" ADD COLUMN "state_valid_from" date;--> statement-breakpoint
ALTER TABLE "service_intervals" ADD COLUMN "state_valid_until" date DEFAULT '-infinity' NOT NULL;--> statement-breakpoint
CREATE INDEX "service_intervals_state_until_idx" ON "service_intervals" USING btree ("organisation_id","state_valid_until");--> statement-breakpoint
CREATE INDEX "service_intervals_state_from_idx" ON "service_intervals" USING btree ("organisation_id","state_valid_from");