DROP INDEX "invoices_list_idx";--> statement-breakpoint
DROP INDEX "invoices_status_list_idx";--> statement-breakpoint
DROP INDEX "work_orders_list_idx";--> statement-breakpoint
DROP INDEX "work_orders_status_list_idx";--> statement-breakpoint
CREATE INDEX "invoices_list_order_idx" ON "invoices" USING btree ("organisation_id","created_at","id");--> statement-breakpoint
CREATE INDEX "invoices_status_list_order_idx" ON "invoices" USING btree ("organisation_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "work_orders_list_order_idx" ON "work_orders" USING btree ("organisation_id","created_at","id");--> statement-breakpoint
CREATE INDEX "work_orders_status_list_order_idx" ON "work_orders" USING btree ("organisation_id","status","created_at","id");