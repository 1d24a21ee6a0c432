CREATE TABLE "contact_attempts" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"work_order_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"note" text,
	"by_user_id" uuid,
	"at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_attempts_pkey" PRIMARY KEY("id","organisation_id"),
	CONSTRAINT "contact_attempts_channel_check" CHECK ("contact_attempts"."channel" in ('phone', 'sms', 'email', 'in-person'))
);
--> statement-breakpoint
CREATE TABLE "quote_approvals" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"quote_id" uuid NOT NULL,
	"version_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"channel" text NOT NULL,
	"name" text NOT NULL,
	"item_ids" jsonb NOT NULL,
	"accepted_total_ore" bigint NOT NULL,
	"content" text NOT NULL,
	"content_hash" text NOT NULL,
	"signature_png_base64" text,
	"ip" text,
	"user_agent" text,
	"recorded_by" uuid,
	"note" text,
	"at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quote_approvals_pkey" PRIMARY KEY("id","organisation_id"),
	CONSTRAINT "quote_approvals_channel_check" CHECK ("quote_approvals"."channel" in ('link', 'phone', 'in-person')),
	CONSTRAINT "quote_approvals_staff_named" CHECK ("quote_approvals"."channel" = 'link' or "quote_approvals"."recorded_by" is not null)
);
--> statement-breakpoint
CREATE TABLE "quote_items" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"version_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"description" text NOT NULL,
	"quantity_hundredths" integer NOT NULL,
	"unit" text,
	"price_ore" bigint NOT NULL,
	"part_id" uuid,
	"rate_id" uuid,
	"optional" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quote_items_pkey" PRIMARY KEY("id","organisation_id")
);
--> statement-breakpoint
CREATE TABLE "quote_versions" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"quote_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"price_type" text NOT NULL,
	"max_amount_ore" bigint,
	"valid_until" date NOT NULL,
	"terms" text,
	"vat_treatment" text NOT NULL,
	"sent_at" timestamp with time zone,
	"viewed_at" timestamp with time zone,
	"answer" text,
	"answered_at" timestamp with time zone,
	"decline_reason" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quote_versions_pkey" PRIMARY KEY("id","organisation_id"),
	CONSTRAINT "quote_versions_price_type_check" CHECK ("quote_versions"."price_type" in ('fixed', 'approximate', 'running')),
	CONSTRAINT "quote_versions_answer_check" CHECK ("quote_versions"."answer" is null or "quote_versions"."answer" in ('accepted', 'declined')),
	CONSTRAINT "quote_versions_max_amount_check" CHECK ("quote_versions"."max_amount_ore" is null or "quote_versions"."price_type" = 'running')
);
--> statement-breakpoint
CREATE TABLE "quotes" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"quote_number" integer NOT NULL,
	"kind" text DEFAULT 'quote' NOT NULL,
	"customer_id" uuid NOT NULL,
	"machine_id" uuid,
	"work_order_id" uuid,
	"current_version" integer DEFAULT 1 NOT NULL,
	"withdrawn_at" timestamp with time zone,
	"link_token_hash" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quotes_pkey" PRIMARY KEY("id","organisation_id"),
	CONSTRAINT "quotes_kind_check" CHECK ("quotes"."kind" in ('quote', 'extra')),
	CONSTRAINT "quotes_extra_has_work_order" CHECK ("quotes"."kind" = 'quote' or "quotes"."work_order_id" is not null)
);
--> statement-breakpoint
ALTER TABLE "contact_attempts" ADD CONSTRAINT "contact_attempts_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_attempts" ADD CONSTRAINT "contact_attempts_by_user_id_users_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_attempts" ADD CONSTRAINT "contact_attempts_work_order_id_work_orders_id_fk" FOREIGN KEY ("organisation_id","work_order_id") REFERENCES "public"."work_orders"("organisation_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_approvals" ADD CONSTRAINT "quote_approvals_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_approvals" ADD CONSTRAINT "quote_approvals_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_approvals" ADD CONSTRAINT "quote_approvals_version_id_quote_versions_id_fk" FOREIGN KEY ("organisation_id","version_id") REFERENCES "public"."quote_versions"("organisation_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_items" ADD CONSTRAINT "quote_items_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_items" ADD CONSTRAINT "quote_items_version_id_quote_versions_id_fk" FOREIGN KEY ("organisation_id","version_id") REFERENCES "public"."quote_versions"("organisation_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_versions" ADD CONSTRAINT "quote_versions_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_versions" ADD CONSTRAINT "quote_versions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_versions" ADD CONSTRAINT "quote_versions_quote_id_quotes_id_fk" FOREIGN KEY ("organisation_id","quote_id") REFERENCES "public"."quotes"("organisation_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_customer_id_customers_id_fk" FOREIGN KEY ("organisation_id","customer_id") REFERENCES "public"."customers"("organisation_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_machine_id_machines_id_fk" FOREIGN KEY ("organisation_id","machine_id") REFERENCES "public"."machines"("organisation_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_work_order_id_work_orders_id_fk" FOREIGN KEY ("organisation_id","work_order_id") REFERENCES "public"."work_orders"("organisation_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_attempts_work_order_idx" ON "contact_attempts" USING btree ("work_order_id","at");--> statement-breakpoint
CREATE INDEX "contact_attempts_export_order_idx" ON "contact_attempts" USING btree ("organisation_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "quote_approvals_one_per_version" ON "quote_approvals" USING btree ("version_id","organisation_id");--> statement-breakpoint
CREATE INDEX "quote_approvals_quote_idx" ON "quote_approvals" USING btree ("quote_id");--> statement-breakpoint
CREATE INDEX "quote_approvals_export_order_idx" ON "quote_approvals" USING btree ("organisation_id","created_at","id");--> statement-breakpoint
CREATE INDEX "quote_items_version_idx" ON "quote_items" USING btree ("version_id","position");--> statement-breakpoint
CREATE INDEX "quote_items_export_order_idx" ON "quote_items" USING btree ("organisation_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "quote_versions_quote_version_unique" ON "quote_versions" USING btree ("quote_id","version","organisation_id");--> statement-breakpoint
CREATE INDEX "quote_versions_export_order_idx" ON "quote_versions" USING btree ("organisation_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "quotes_number_unique" ON "quotes" USING btree ("organisation_id","quote_number");--> statement-breakpoint
CREATE UNIQUE INDEX "quotes_link_token_unique" ON "quotes" USING btree ("link_token_hash","organisation_id");--> statement-breakpoint
CREATE INDEX "quotes_list_order_idx" ON "quotes" USING btree ("organisation_id","created_at","id");--> statement-breakpoint
CREATE INDEX "quotes_customer_idx" ON "quotes" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "quotes_work_order_idx" ON "quotes" USING btree ("work_order_id");--> statement-breakpoint
-- Approvals are evidence (QUOTES.md decision 5; docs/decisions/046): only ever inserted, never changed or
-- erased, not even by SQL run with the app's own role, as the staff ledger (migration 0015).
CREATE FUNCTION refuse_quote_approval_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'Ett godkännande ändras aldrig: % på % nekas.', TG_OP, TG_TABLE_NAME USING ERRCODE = 'P0001';
END
$$;--> statement-breakpoint
CREATE TRIGGER quote_approvals_append_only BEFORE UPDATE OR DELETE ON "quote_approvals" FOR EACH ROW EXECUTE FUNCTION refuse_quote_approval_change();--> statement-breakpoint
CREATE TRIGGER quote_approvals_no_truncate BEFORE TRUNCATE ON "quote_approvals" FOR EACH STATEMENT EXECUTE FUNCTION refuse_quote_approval_change();
