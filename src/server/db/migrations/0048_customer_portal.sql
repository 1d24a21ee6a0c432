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
CREATE INDEX "customer_portal_links_export_order_idx" ON "customer_portal_links" USING btree ("organisation_id","created_at","id");