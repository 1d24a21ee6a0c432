CREATE TABLE "number_series" (
	"organisation_id" uuid NOT NULL,
	"series" text NOT NULL,
	"last" bigint NOT NULL,
	CONSTRAINT "number_series_organisation_id_series_pk" PRIMARY KEY("organisation_id","series")
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	"count" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "number_series" ADD CONSTRAINT "number_series_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rate_limits_window_idx" ON "rate_limits" USING btree ("window_started_at");--> statement-breakpoint
-- Öresavrundning and the amount to pay, stored like net and VAT (half away from zero to whole kronor).
ALTER TABLE "invoices" ADD COLUMN "amount_to_pay_ore" bigint;--> statement-breakpoint
UPDATE "invoices" SET "amount_to_pay_ore" = sign("total_ore") * ((abs("total_ore") * 2 + 100) / 200) * 100;--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "amount_to_pay_ore" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "rounding_ore" bigint;--> statement-breakpoint
UPDATE "invoices" SET "rounding_ore" = "amount_to_pay_ore" - "total_ore";--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "rounding_ore" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "has_been_paid" boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE "invoices" SET "has_been_paid" = true WHERE "status" = 'paid' OR "paid_at" IS NOT NULL;--> statement-breakpoint
-- The OCR reference was made from the number's digits, which two numbers can share (A-123, B-123):
-- it is now made from a running serial per workshop, given to existing invoices in the order they were made.
ALTER TABLE "invoices" ADD COLUMN "ocr_serial" bigint;--> statement-breakpoint
UPDATE "invoices" AS i SET "ocr_serial" = numbered.serial
  FROM (SELECT "id", 1000 + row_number() OVER (PARTITION BY "organisation_id" ORDER BY "created_at", "id") AS serial FROM "invoices") AS numbered
  WHERE numbered."id" = i."id";--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "ocr_serial" SET NOT NULL;--> statement-breakpoint
INSERT INTO "number_series" ("organisation_id", "series", "last")
  SELECT "organisation_id", 'ocr', max("ocr_serial") FROM "invoices" GROUP BY "organisation_id";--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_ocr_serial_unique" ON "invoices" USING btree ("organisation_id","ocr_serial");--> statement-breakpoint
ALTER TABLE "invoices" DROP COLUMN "ocr";--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "ocr" text GENERATED ALWAYS AS (invoice_ocr(ocr_serial::text)) STORED NOT NULL;
