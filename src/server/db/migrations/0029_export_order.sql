CREATE INDEX "customers_export_order_idx" ON "customers" USING btree ("organisation_id","created_at","id");--> statement-breakpoint
CREATE INDEX "service_intervals_export_order_idx" ON "service_intervals" USING btree ("organisation_id","created_at","id");--> statement-breakpoint
CREATE INDEX "meter_readings_export_order_idx" ON "meter_readings" USING btree ("organisation_id","created_at","id");--> statement-breakpoint
CREATE INDEX "part_movements_export_order_idx" ON "part_movements" USING btree ("organisation_id","created_at","id");--> statement-breakpoint
CREATE INDEX "parts_export_order_idx" ON "parts" USING btree ("organisation_id","created_at","id");--> statement-breakpoint
CREATE INDEX "time_entries_export_order_idx" ON "time_entries" USING btree ("organisation_id","created_at","id");--> statement-breakpoint
CREATE INDEX "ledger_check_ins_export_order_idx" ON "ledger_check_ins" USING btree ("organisation_id","created_at","id");--> statement-breakpoint
CREATE INDEX "payments_export_order_idx" ON "payments" USING btree ("organisation_id","created_at","id");--> statement-breakpoint
CREATE INDEX "reminders_export_order_idx" ON "reminders" USING btree ("organisation_id","created_at","id");