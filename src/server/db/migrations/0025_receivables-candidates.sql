ALTER TABLE "invoices" ADD COLUMN "overpaid" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "invoices_unsettled_idx" ON "invoices" USING btree ("organisation_id") WHERE "invoices"."paid_at" is null;--> statement-breakpoint
CREATE INDEX "invoices_overpaid_idx" ON "invoices" USING btree ("organisation_id") WHERE "invoices"."overpaid";--> statement-breakpoint
CREATE INDEX "invoices_paid_at_idx" ON "invoices" USING btree ("organisation_id","paid_at");--> statement-breakpoint
-- What the paid rule would have said of every invoice paid before this (payments.ts settlementOf).
UPDATE "invoices" AS i SET "overpaid" = true
WHERE i."credit_for_invoice_id" IS NULL
  AND (SELECT coalesce(sum(p."amount_ore"), 0) FROM "payments" AS p WHERE p."invoice_id" = i."id")
    > i."amount_to_pay_ore" + (SELECT coalesce(sum(r."fee_ore" + r."late_compensation_ore"), 0) FROM "reminders" AS r WHERE r."invoice_id" = i."id");
