-- Partial credit notes (docs/decisions/039, 040): an invoice may have several credit notes; the one that
-- completes its credit is marked, once per invoice. A credit line names the original line it takes back.
DROP INDEX "invoices_credit_for_unique";--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD COLUMN "credits_line_id" uuid;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "completes_credit" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Every credit note so far credited its invoice whole (decision 037).
UPDATE "invoices" SET "completes_credit" = true WHERE "credit_for_invoice_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_credits_line_id_fk" FOREIGN KEY ("credits_line_id","organisation_id") REFERENCES "public"."invoice_lines"("id","organisation_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_lines_credits_line_idx" ON "invoice_lines" USING btree ("credits_line_id") WHERE "invoice_lines"."credits_line_id" is not null;--> statement-breakpoint
CREATE INDEX "invoices_credit_for_idx" ON "invoices" USING btree ("credit_for_invoice_id","organisation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_completing_credit_unique" ON "invoices" USING btree ("credit_for_invoice_id","organisation_id") WHERE "invoices"."completes_credit";
