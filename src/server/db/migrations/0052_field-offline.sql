CREATE TABLE "idempotency_keys" (
	"organisation_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"key" text NOT NULL,
	"request" text NOT NULL,
	"body_hash" text NOT NULL,
	"status" smallint,
	"content_type" text,
	"response" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "idempotency_keys_organisation_id_member_id_key_pk" PRIMARY KEY("organisation_id","member_id","key")
);
--> statement-breakpoint
ALTER TABLE "ledger_check_ins" ADD COLUMN "received_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ledger_check_outs" ADD COLUMN "received_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_at_idx" ON "idempotency_keys" USING btree ("created_at");