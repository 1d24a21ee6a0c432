-- Kept job amounts (docs/decisions/031-kept-job-amounts.md): null until kept, so rows written before this
-- migration (or outside the app) are kept on the first read of Fakturakontroll, not guessed as 0.
ALTER TABLE "work_orders" ADD COLUMN "materials_ore" bigint;--> statement-breakpoint
ALTER TABLE "work_orders" ADD COLUMN "time_ore" bigint;--> statement-breakpoint
ALTER TABLE "work_orders" ADD COLUMN "billed_ore" bigint;--> statement-breakpoint
ALTER TABLE "work_orders" ADD COLUMN "billed_by_invoice_id" uuid;--> statement-breakpoint
CREATE INDEX "work_orders_under_billed_idx" ON "work_orders" USING btree ("organisation_id") WHERE billed_by_invoice_id is not null and materials_ore + time_ore - billed_ore >= 100;--> statement-breakpoint
CREATE INDEX "work_orders_amounts_unkept_idx" ON "work_orders" USING btree ("organisation_id") WHERE materials_ore is null or time_ore is null or billed_ore is null;