CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"invoice_id" uuid NOT NULL,
	"amount_ore" bigint NOT NULL,
	"payment_date" date NOT NULL,
	"method" text NOT NULL,
	"reference" text,
	"source" text DEFAULT 'manual' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_method_check" CHECK ("payments"."method" in ('bankgiro', 'plusgiro', 'swish', 'card', 'cash', 'transfer')),
	CONSTRAINT "payments_source_check" CHECK ("payments"."source" in ('manual', 'bank-file')),
	CONSTRAINT "payments_amount_check" CHECK ("payments"."amount_ore" > 0)
);
--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_invoice_idx" ON "payments" USING btree ("invoice_id","payment_date","created_at");--> statement-breakpoint
CREATE INDEX "payments_organisation_date_idx" ON "payments" USING btree ("organisation_id","payment_date");--> statement-breakpoint
-- An invoice paid before payments were kept as rows gets the one payment that paid it (MONEY.md decision 2),
-- so that what is paid is the sum of its payments from now on. Credit notes and credited invoices take none.
INSERT INTO "payments" ("organisation_id", "invoice_id", "amount_ore", "payment_date", "method", "source")
SELECT i."organisation_id", i."id", i."amount_to_pay_ore", coalesce(i."paid_at", i."invoice_date"), 'transfer', 'manual'
FROM "invoices" AS i
WHERE i."status" = 'paid' AND i."credit_for_invoice_id" IS NULL AND i."amount_to_pay_ore" > 0
  AND NOT EXISTS (SELECT 1 FROM "invoices" AS c WHERE c."credit_for_invoice_id" = i."id");
