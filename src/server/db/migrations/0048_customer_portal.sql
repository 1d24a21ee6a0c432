CREATE TABLE "customer_portal_links" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"generation" integer DEFAULT 1 NOT NULL,
	"token_hash" text,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"issued_by" uuid,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_portal_links_pkey" PRIMARY KEY("id","organisation_id")
);
--> statement-breakpoint
ALTER TABLE "customer_portal_links" ADD CONSTRAINT "customer_portal_links_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_portal_links" ADD CONSTRAINT "customer_portal_links_issued_by_users_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_portal_links" ADD CONSTRAINT "customer_portal_links_customer_id_customers_id_fk" FOREIGN KEY ("organisation_id","customer_id") REFERENCES "public"."customers"("organisation_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "customer_portal_links_customer_unique" ON "customer_portal_links" USING btree ("organisation_id","customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_portal_links_token_hash_unique" ON "customer_portal_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "customer_portal_links_export_order_idx" ON "customer_portal_links" USING btree ("organisation_id","created_at","id");--> statement-breakpoint
-- An erased customer's approvals of work never invoiced lose what names the person (DATA.md decision 5;
-- docs/decisions/055): the erasure sets verkstan.erasing_approvals for its transaction, and only the
-- personal columns may then change. Everything else about an approval is still refused, as before.
CREATE OR REPLACE FUNCTION refuse_quote_approval_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND coalesce(current_setting('verkstan.erasing_approvals', true), '') = 'on'
    AND NEW.id = OLD.id AND NEW.organisation_id = OLD.organisation_id AND NEW.quote_id = OLD.quote_id
    AND NEW.version_id = OLD.version_id AND NEW.version = OLD.version AND NEW.channel = OLD.channel
    AND NEW.item_ids = OLD.item_ids AND NEW.accepted_total_ore = OLD.accepted_total_ore
    AND NEW.content_hash = OLD.content_hash AND NEW.at = OLD.at
    AND NEW.recorded_by IS NOT DISTINCT FROM OLD.recorded_by AND NEW.created_at = OLD.created_at THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'Ett godkännande ändras aldrig: % på % nekas.', TG_OP, TG_TABLE_NAME USING ERRCODE = 'P0001';
END
$$;
