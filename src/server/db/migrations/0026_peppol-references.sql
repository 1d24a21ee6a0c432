ALTER TABLE "customers" ADD COLUMN "peppol_id" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "reference" text;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD COLUMN "unit" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "buyer_reference" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "order_reference" text;