CREATE TABLE "ledger_check_ins" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"user_id" uuid,
	"name" text NOT NULL,
	"personal_number" text,
	"at" timestamp with time zone NOT NULL,
	"by_user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_check_outs" (
	"check_in_id" uuid PRIMARY KEY NOT NULL,
	"organisation_id" uuid NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"by_user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_corrections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"check_in_id" uuid NOT NULL,
	"field" text NOT NULL,
	"from_at" timestamp with time zone,
	"to_at" timestamp with time zone NOT NULL,
	"reason" text NOT NULL,
	"by_user_id" uuid NOT NULL,
	"by_name" text NOT NULL,
	"sequence" bigint GENERATED ALWAYS AS IDENTITY (sequence name "ledger_corrections_sequence_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_corrections_field_check" CHECK ("ledger_corrections"."field" in ('checkIn', 'checkOut'))
);
--> statement-breakpoint
CREATE TABLE "ledger_settings" (
	"organisation_id" uuid PRIMARY KEY NOT NULL,
	"exempt" boolean DEFAULT false NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "personal_number" text;--> statement-breakpoint
ALTER TABLE "ledger_check_ins" ADD CONSTRAINT "ledger_check_ins_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_check_ins" ADD CONSTRAINT "ledger_check_ins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_check_ins" ADD CONSTRAINT "ledger_check_ins_by_user_id_users_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_check_outs" ADD CONSTRAINT "ledger_check_outs_check_in_id_ledger_check_ins_id_fk" FOREIGN KEY ("check_in_id") REFERENCES "public"."ledger_check_ins"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_check_outs" ADD CONSTRAINT "ledger_check_outs_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_check_outs" ADD CONSTRAINT "ledger_check_outs_by_user_id_users_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_corrections" ADD CONSTRAINT "ledger_corrections_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_corrections" ADD CONSTRAINT "ledger_corrections_check_in_id_ledger_check_ins_id_fk" FOREIGN KEY ("check_in_id") REFERENCES "public"."ledger_check_ins"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_corrections" ADD CONSTRAINT "ledger_corrections_by_user_id_users_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_settings" ADD CONSTRAINT "ledger_settings_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_check_ins_organisation_at_idx" ON "ledger_check_ins" USING btree ("organisation_id","at");--> statement-breakpoint
CREATE INDEX "ledger_check_ins_person_idx" ON "ledger_check_ins" USING btree ("organisation_id","personal_number");--> statement-breakpoint
CREATE INDEX "ledger_check_ins_user_idx" ON "ledger_check_ins" USING btree ("user_id","at");--> statement-breakpoint
CREATE INDEX "ledger_corrections_check_in_idx" ON "ledger_corrections" USING btree ("check_in_id","field","sequence");--> statement-breakpoint
-- The staff ledger is append-only (docs/team.md decision 10): nothing in it is ever changed or erased,
-- not even by SQL run with the app's own role. A correction is a new row in ledger_corrections.
CREATE FUNCTION refuse_ledger_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'Personalliggaren ändras aldrig: % på % nekas (gör en rättelse).', TG_OP, TG_TABLE_NAME USING ERRCODE = 'P0001';
END
$$;--> statement-breakpoint
CREATE TRIGGER ledger_check_ins_append_only BEFORE UPDATE OR DELETE ON "ledger_check_ins" FOR EACH ROW EXECUTE FUNCTION refuse_ledger_change();--> statement-breakpoint
CREATE TRIGGER ledger_check_ins_no_truncate BEFORE TRUNCATE ON "ledger_check_ins" FOR EACH STATEMENT EXECUTE FUNCTION refuse_ledger_change();--> statement-breakpoint
CREATE TRIGGER ledger_check_outs_append_only BEFORE UPDATE OR DELETE ON "ledger_check_outs" FOR EACH ROW EXECUTE FUNCTION refuse_ledger_change();--> statement-breakpoint
CREATE TRIGGER ledger_check_outs_no_truncate BEFORE TRUNCATE ON "ledger_check_outs" FOR EACH STATEMENT EXECUTE FUNCTION refuse_ledger_change();--> statement-breakpoint
CREATE TRIGGER ledger_corrections_append_only BEFORE UPDATE OR DELETE ON "ledger_corrections" FOR EACH ROW EXECUTE FUNCTION refuse_ledger_change();--> statement-breakpoint
CREATE TRIGGER ledger_corrections_no_truncate BEFORE TRUNCATE ON "ledger_corrections" FOR EACH STATEMENT EXECUTE FUNCTION refuse_ledger_change();
