CREATE TABLE "customers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"customer_number" text NOT NULL,
	"name" text NOT NULL,
	"org_number" text,
	"email" text,
	"phone" text,
	"contact_person" text,
	"street" text,
	"postal_code" text,
	"city" text,
	"payment_terms_days" integer,
	"notes" text,
	"sort_key" text NOT NULL,
	"search_text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "machines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"category" text NOT NULL,
	"make" text NOT NULL,
	"model" text,
	"year" smallint,
	"serial_number" text,
	"registration_number" text,
	"unit_number" text,
	"meter_unit" text NOT NULL,
	"notes" text,
	"search_text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meter_readings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"machine_id" uuid NOT NULL,
	"reading_date" date NOT NULL,
	"value_tenths" bigint NOT NULL,
	"source" text NOT NULL,
	"work_order_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "customer_id" uuid;--> statement-breakpoint
ALTER TABLE "work_orders" ADD COLUMN "customer_id" uuid;--> statement-breakpoint
ALTER TABLE "work_orders" ADD COLUMN "machine_id" uuid;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "machines" ADD CONSTRAINT "machines_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "machines" ADD CONSTRAINT "machines_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meter_readings" ADD CONSTRAINT "meter_readings_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meter_readings" ADD CONSTRAINT "meter_readings_machine_id_machines_id_fk" FOREIGN KEY ("machine_id") REFERENCES "public"."machines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meter_readings" ADD CONSTRAINT "meter_readings_work_order_id_work_orders_id_fk" FOREIGN KEY ("work_order_id") REFERENCES "public"."work_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "customers_number_unique" ON "customers" USING btree ("organisation_id","customer_number");--> statement-breakpoint
CREATE INDEX "customers_sort_idx" ON "customers" USING btree ("organisation_id","sort_key","id");--> statement-breakpoint
CREATE UNIQUE INDEX "machines_serial_unique" ON "machines" USING btree ("organisation_id","serial_number");--> statement-breakpoint
CREATE UNIQUE INDEX "machines_registration_unique" ON "machines" USING btree ("organisation_id","registration_number");--> statement-breakpoint
CREATE INDEX "machines_list_order_idx" ON "machines" USING btree ("organisation_id","created_at","id");--> statement-breakpoint
CREATE INDEX "machines_customer_idx" ON "machines" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "meter_readings_machine_idx" ON "meter_readings" USING btree ("machine_id","reading_date");--> statement-breakpoint
CREATE UNIQUE INDEX "meter_readings_work_order_unique" ON "meter_readings" USING btree ("work_order_id");--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_machine_id_machines_id_fk" FOREIGN KEY ("machine_id") REFERENCES "public"."machines"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoices_customer_idx" ON "invoices" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "work_orders_customer_idx" ON "work_orders" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "work_orders_machine_idx" ON "work_orders" USING btree ("machine_id");