-- Fakturakontroll read from indexes (docs/decisions/031-kept-job-amounts.md): each reading keeps the one before
-- it (step_kept false until kept), and partial indexes for the findings. The statuses are FINISHED_STATUSES.
ALTER TABLE "meter_readings" ADD COLUMN "previous_date" date;--> statement-breakpoint
ALTER TABLE "meter_readings" ADD COLUMN "previous_tenths" bigint;--> statement-breakpoint
ALTER TABLE "meter_readings" ADD COLUMN "step_kept" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "machines_service_overdue_idx" ON "machines" USING btree ("organisation_id","service_overdue_from");--> statement-breakpoint
CREATE INDEX "meter_readings_jump_idx" ON "meter_readings" USING btree ("organisation_id") WHERE previous_tenths is not null and value_tenths - previous_tenths > 240 * greatest(reading_date - previous_date, 1);--> statement-breakpoint
CREATE INDEX "meter_readings_unkept_idx" ON "meter_readings" USING btree ("organisation_id","machine_id") WHERE not step_kept;--> statement-breakpoint
CREATE INDEX "work_orders_unbilled_finished_idx" ON "work_orders" USING btree ("organisation_id") WHERE billed_by_invoice_id is null and status in ('Klar', 'completed', 'RedoAttFakturera', 'Fakturerad');--> statement-breakpoint
CREATE INDEX "work_orders_open_by_machine_idx" ON "work_orders" USING btree ("machine_id","organisation_id") WHERE status <> 'Avbruten' and status not in ('Klar', 'completed', 'RedoAttFakturera', 'Fakturerad');--> statement-breakpoint
CREATE INDEX "parts_below_cost_idx" ON "parts" USING btree ("organisation_id") WHERE stocked and on_hand_hundredths > 0 and sale_price_ore < coalesce(average_cost_ore, purchase_price_ore);