CREATE TABLE "rates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"name" text NOT NULL,
	"unit" text NOT NULL,
	"price_ore" bigint NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rates_unit_check" CHECK ("rates"."unit" in ('h', 'km')),
	CONSTRAINT "rates_default_is_hourly" CHECK (not "rates"."is_default" or "rates"."unit" = 'h'),
	CONSTRAINT "rates_price_check" CHECK ("rates"."price_ore" >= 0)
);
--> statement-breakpoint
CREATE TABLE "time_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"work_order_id" uuid NOT NULL,
	"rate_id" uuid NOT NULL,
	"entry_date" date NOT NULL,
	"started_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"hours_hundredths" integer,
	"kilometres_tenths" integer,
	"billable" boolean DEFAULT true NOT NULL,
	"note" text,
	"invoice_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "time_entries_amount_check" CHECK (("time_entries"."hours_hundredths" is null) or ("time_entries"."kilometres_tenths" is null))
);
--> statement-breakpoint
ALTER TABLE "rates" ADD CONSTRAINT "rates_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_entries" ADD CONSTRAINT "time_entries_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_entries" ADD CONSTRAINT "time_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_entries" ADD CONSTRAINT "time_entries_work_order_id_work_orders_id_fk" FOREIGN KEY ("work_order_id") REFERENCES "public"."work_orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_entries" ADD CONSTRAINT "time_entries_rate_id_rates_id_fk" FOREIGN KEY ("rate_id") REFERENCES "public"."rates"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_entries" ADD CONSTRAINT "time_entries_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rates_organisation_idx" ON "rates" USING btree ("organisation_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "rates_one_default" ON "rates" USING btree ("organisation_id") WHERE "rates"."is_default";--> statement-breakpoint
CREATE INDEX "time_entries_organisation_date_idx" ON "time_entries" USING btree ("organisation_id","entry_date");--> statement-breakpoint
CREATE INDEX "time_entries_work_order_idx" ON "time_entries" USING btree ("work_order_id");--> statement-breakpoint
CREATE INDEX "time_entries_user_date_idx" ON "time_entries" USING btree ("user_id","entry_date");--> statement-breakpoint
CREATE UNIQUE INDEX "time_entries_one_running" ON "time_entries" USING btree ("user_id") WHERE "time_entries"."started_at" is not null and "time_entries"."ended_at" is null;--> statement-breakpoint
-- Every workshop has a default hourly rate from the start: Verkstadstimme at 0 kr until its prices are set (docs/team.md decision 8).
INSERT INTO "rates" ("organisation_id", "name", "unit", "price_ore", "is_default") SELECT "id", 'Verkstadstimme', 'h', 0, true FROM "organisations";
