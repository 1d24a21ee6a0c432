CREATE TABLE "service_intervals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"machine_id" uuid NOT NULL,
	"name" text NOT NULL,
	"every_meter" integer,
	"every_months" smallint,
	"given_done_date" date,
	"given_done_meter_tenths" bigint,
	"added_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "work_order_services" (
	"work_order_id" uuid NOT NULL,
	"service_interval_id" uuid NOT NULL,
	CONSTRAINT "work_order_services_work_order_id_service_interval_id_pk" PRIMARY KEY("work_order_id","service_interval_id")
);
--> statement-breakpoint
ALTER TABLE "service_intervals" ADD CONSTRAINT "service_intervals_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_intervals" ADD CONSTRAINT "service_intervals_machine_id_machines_id_fk" FOREIGN KEY ("machine_id") REFERENCES "public"."machines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_order_services" ADD CONSTRAINT "work_order_services_work_order_id_work_orders_id_fk" FOREIGN KEY ("work_order_id") REFERENCES "public"."work_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_order_services" ADD CONSTRAINT "work_order_services_service_interval_id_service_intervals_id_fk" FOREIGN KEY ("service_interval_id") REFERENCES "public"."service_intervals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "service_intervals_machine_idx" ON "service_intervals" USING btree ("machine_id");--> statement-breakpoint
CREATE INDEX "service_intervals_organisation_idx" ON "service_intervals" USING btree ("organisation_id");--> statement-breakpoint
CREATE INDEX "work_order_services_interval_idx" ON "work_order_services" USING btree ("service_interval_id");--> statement-breakpoint
-- Machines registered before service plans get their category's default plan (docs/workshop.md), as a new machine does.
INSERT INTO "service_intervals" ("organisation_id", "machine_id", "name", "every_meter", "every_months", "added_on")
SELECT m."organisation_id", m."id", d."name", d."every_meter", d."every_months", current_date
FROM "machines" AS m
JOIN (VALUES
	('Grävmaskin', 'Service 500 h', 500, 6, 1), ('Grävmaskin', 'Service 2000 h', 2000, 12, 2),
	('Bandgrävare', 'Service 500 h', 500, 6, 1), ('Bandgrävare', 'Service 2000 h', 2000, 12, 2),
	('Hjullastare', 'Service 500 h', 500, 6, 1), ('Hjullastare', 'Service 2000 h', 2000, 12, 2),
	('Traktor', 'Årsservice', 500, 12, 1),
	('Lastbil', 'Årsservice', 60000, 12, 1), ('Lastbil', 'Kontrollbesiktning', NULL, 12, 2)
) AS d("category", "name", "every_meter", "every_months", "position") ON d."category" = m."category"
ORDER BY m."id", d."position";
