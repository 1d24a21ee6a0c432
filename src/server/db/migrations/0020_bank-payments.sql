CREATE TABLE "bank_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"bank_reference" text NOT NULL,
	"format" text NOT NULL,
	"amount_ore" bigint NOT NULL,
	"payment_date" date NOT NULL,
	"method" text NOT NULL,
	"reference" text,
	"is_ocr" boolean DEFAULT false NOT NULL,
	"text" text,
	"payer_name" text,
	"payment_id" uuid,
	"dismissed_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_payments_format_check" CHECK ("bank_payments"."format" in ('camt.054', 'bgmax')),
	CONSTRAINT "bank_payments_amount_check" CHECK ("bank_payments"."amount_ore" > 0)
);
--> statement-breakpoint
ALTER TABLE "bank_payments" ADD CONSTRAINT "bank_payments_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_payments" ADD CONSTRAINT "bank_payments_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_payments" ADD CONSTRAINT "bank_payments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_payments_reference_unique" ON "bank_payments" USING btree ("organisation_id","bank_reference");--> statement-breakpoint
CREATE INDEX "bank_payments_unmatched_idx" ON "bank_payments" USING btree ("organisation_id","payment_date") WHERE "bank_payments"."payment_id" is null and "bank_payments"."dismissed_at" is null;--> statement-breakpoint
CREATE INDEX "bank_payments_payment_idx" ON "bank_payments" USING btree ("payment_id");