DROP INDEX "machines_service_overdue_idx";--> statement-breakpoint
DROP INDEX "meter_readings_jump_idx";--> statement-breakpoint
DROP INDEX "work_orders_under_billed_idx";--> statement-breakpoint
DROP INDEX "work_orders_unbilled_finished_idx";--> statement-breakpoint
ALTER TABLE "machines" ADD COLUMN "has_open_job" boolean;--> statement-breakpoint
CREATE INDEX "machines_open_job_unkept_idx" ON "machines" USING btree ("organisation_id") WHERE has_open_job is null;--> statement-breakpoint
CREATE INDEX "machines_service_overdue_idx" ON "machines" USING btree ("organisation_id","id","service_overdue_from") WHERE service_overdue_from is not null and not has_open_job;--> statement-breakpoint
CREATE INDEX "meter_readings_jump_idx" ON "meter_readings" USING btree ("organisation_id","id") WHERE previous_tenths is not null and value_tenths - previous_tenths > 240 * greatest(reading_date - previous_date, 1);--> statement-breakpoint
CREATE INDEX "work_orders_under_billed_idx" ON "work_orders" USING btree ("organisation_id",(materials_ore + time_ore - billed_ore) desc,"id","materials_ore","time_ore","billed_ore") WHERE billed_by_invoice_id is not null and materials_ore + time_ore - billed_ore >= 100;--> statement-breakpoint
CREATE INDEX "work_orders_unbilled_finished_idx" ON "work_orders" USING btree ("organisation_id",(materials_ore + time_ore) desc nulls last,"id","materials_ore","time_ore","execution_date","created_at") WHERE billed_by_invoice_id is null and status in ('Klar', 'completed', 'RedoAttFakturera', 'Fakturerad');