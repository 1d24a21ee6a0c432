CREATE TABLE "work_order_signatures" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"work_order_id" uuid NOT NULL,
	"name" text NOT NULL,
	"image_png_base64" text NOT NULL,
	"content" text NOT NULL,
	"content_hash" text NOT NULL,
	"collected_by" uuid NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "work_order_signatures_pkey" PRIMARY KEY("id","organisation_id")
);
--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "show_signature_on_invoice" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "work_order_signatures" ADD CONSTRAINT "work_order_signatures_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_order_signatures" ADD CONSTRAINT "work_order_signatures_collected_by_users_id_fk" FOREIGN KEY ("collected_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_order_signatures" ADD CONSTRAINT "work_order_signatures_work_order_id_work_orders_id_fk" FOREIGN KEY ("organisation_id","work_order_id") REFERENCES "public"."work_orders"("organisation_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "work_order_signatures_one_per_job" ON "work_order_signatures" USING btree ("work_order_id","organisation_id");--> statement-breakpoint
CREATE INDEX "work_order_signatures_export_order_idx" ON "work_order_signatures" USING btree ("organisation_id","created_at","id");--> statement-breakpoint
-- The customer's signature is evidence (FIELD.md decision 5; docs/decisions/057): only ever inserted,
-- never changed or erased, not even by SQL run with the app's own role, as quote approvals (0042).
CREATE FUNCTION refuse_work_order_signature_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'En signatur ändras aldrig: % på % nekas.', TG_OP, TG_TABLE_NAME USING ERRCODE = 'P0001';
END
$$;--> statement-breakpoint
CREATE TRIGGER work_order_signatures_append_only BEFORE UPDATE OR DELETE ON "work_order_signatures" FOR EACH ROW EXECUTE FUNCTION refuse_work_order_signature_change();--> statement-breakpoint
CREATE TRIGGER work_order_signatures_no_truncate BEFORE TRUNCATE ON "work_order_signatures" FOR EACH STATEMENT EXECUTE FUNCTION refuse_work_order_signature_change();
