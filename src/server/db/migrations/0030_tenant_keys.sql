-- The tenant key (organisation_id) in every primary key, unique index and foreign key between a
-- workshop's tables, as a distributed PostgreSQL (Citus) needs it (docs/decisions/028). Primary keys
-- are (id, organisation_id): id first, so that a lookup by id alone reads the index as before. The
-- four tables that had no tenant key get it from their parent row. Foreign keys that set null on
-- delete set only their own column: the tenant key is never emptied.
ALTER TABLE "invitations" DROP CONSTRAINT "invitations_token_hash_unique";
--> statement-breakpoint
ALTER TABLE "machines" DROP CONSTRAINT "machines_customer_id_customers_id_fk";
--> statement-breakpoint
ALTER TABLE "service_intervals" DROP CONSTRAINT "service_intervals_machine_id_machines_id_fk";
--> statement-breakpoint
ALTER TABLE "invoice_lines" DROP CONSTRAINT "invoice_lines_invoice_id_invoices_id_fk";
--> statement-breakpoint
ALTER TABLE "invoices" DROP CONSTRAINT "invoices_customer_id_customers_id_fk";
--> statement-breakpoint
ALTER TABLE "invoices" DROP CONSTRAINT "invoices_work_order_id_work_orders_id_fk";
--> statement-breakpoint
ALTER TABLE "invoices" DROP CONSTRAINT "invoices_interest_for_invoice_id_invoices_id_fk";
--> statement-breakpoint
ALTER TABLE "invoices" DROP CONSTRAINT "invoices_credit_for_invoice_id_invoices_id_fk";
--> statement-breakpoint
ALTER TABLE "meter_readings" DROP CONSTRAINT "meter_readings_machine_id_machines_id_fk";
--> statement-breakpoint
ALTER TABLE "meter_readings" DROP CONSTRAINT "meter_readings_work_order_id_work_orders_id_fk";
--> statement-breakpoint
ALTER TABLE "work_order_services" DROP CONSTRAINT "work_order_services_work_order_id_work_orders_id_fk";
--> statement-breakpoint
ALTER TABLE "work_order_services" DROP CONSTRAINT "work_order_services_service_interval_id_service_intervals_id_fk";
--> statement-breakpoint
ALTER TABLE "work_orders" DROP CONSTRAINT "work_orders_customer_id_customers_id_fk";
--> statement-breakpoint
ALTER TABLE "work_orders" DROP CONSTRAINT "work_orders_machine_id_machines_id_fk";
--> statement-breakpoint
ALTER TABLE "part_movements" DROP CONSTRAINT "part_movements_part_id_parts_id_fk";
--> statement-breakpoint
ALTER TABLE "part_movements" DROP CONSTRAINT "part_movements_work_order_id_work_orders_id_fk";
--> statement-breakpoint
ALTER TABLE "work_order_parts" DROP CONSTRAINT "work_order_parts_work_order_id_work_orders_id_fk";
--> statement-breakpoint
ALTER TABLE "work_order_parts" DROP CONSTRAINT "work_order_parts_part_id_parts_id_fk";
--> statement-breakpoint
ALTER TABLE "work_order_assignees" DROP CONSTRAINT "work_order_assignees_work_order_id_work_orders_id_fk";
--> statement-breakpoint
ALTER TABLE "time_entries" DROP CONSTRAINT "time_entries_work_order_id_work_orders_id_fk";
--> statement-breakpoint
ALTER TABLE "time_entries" DROP CONSTRAINT "time_entries_rate_id_rates_id_fk";
--> statement-breakpoint
ALTER TABLE "time_entries" DROP CONSTRAINT "time_entries_invoice_id_invoices_id_fk";
--> statement-breakpoint
ALTER TABLE "ledger_check_outs" DROP CONSTRAINT "ledger_check_outs_check_in_id_ledger_check_ins_id_fk";
--> statement-breakpoint
ALTER TABLE "ledger_corrections" DROP CONSTRAINT "ledger_corrections_check_in_id_ledger_check_ins_id_fk";
--> statement-breakpoint
ALTER TABLE "bank_payments" DROP CONSTRAINT "bank_payments_payment_id_payments_id_fk";
--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_invoice_id_invoices_id_fk";
--> statement-breakpoint
ALTER TABLE "reminders" DROP CONSTRAINT "reminders_invoice_id_invoices_id_fk";
--> statement-breakpoint
ALTER TABLE "work_order_services" DROP CONSTRAINT "work_order_services_work_order_id_service_interval_id_pk";
--> statement-breakpoint
ALTER TABLE "work_order_parts" DROP CONSTRAINT "work_order_parts_work_order_id_part_id_pk";
--> statement-breakpoint
ALTER TABLE "work_order_assignees" DROP CONSTRAINT "work_order_assignees_work_order_id_user_id_pk";
--> statement-breakpoint
DROP INDEX "invoice_lines_position_unique";
--> statement-breakpoint
DROP INDEX "invoices_credit_for_unique";
--> statement-breakpoint
DROP INDEX "meter_readings_work_order_unique";
--> statement-breakpoint
DROP INDEX "time_entries_one_running";
--> statement-breakpoint
DROP INDEX "reminders_number_unique";
--> statement-breakpoint
ALTER TABLE "customers" DROP CONSTRAINT "customers_pkey";
--> statement-breakpoint
ALTER TABLE "machines" DROP CONSTRAINT "machines_pkey";
--> statement-breakpoint
ALTER TABLE "service_intervals" DROP CONSTRAINT "service_intervals_pkey";
--> statement-breakpoint
ALTER TABLE "invoice_lines" DROP CONSTRAINT "invoice_lines_pkey";
--> statement-breakpoint
ALTER TABLE "invoices" DROP CONSTRAINT "invoices_pkey";
--> statement-breakpoint
ALTER TABLE "meter_readings" DROP CONSTRAINT "meter_readings_pkey";
--> statement-breakpoint
ALTER TABLE "work_orders" DROP CONSTRAINT "work_orders_pkey";
--> statement-breakpoint
ALTER TABLE "part_movements" DROP CONSTRAINT "part_movements_pkey";
--> statement-breakpoint
ALTER TABLE "parts" DROP CONSTRAINT "parts_pkey";
--> statement-breakpoint
ALTER TABLE "audit_events" DROP CONSTRAINT "audit_events_pkey";
--> statement-breakpoint
ALTER TABLE "invitations" DROP CONSTRAINT "invitations_pkey";
--> statement-breakpoint
ALTER TABLE "mail_outbox" DROP CONSTRAINT "mail_outbox_pkey";
--> statement-breakpoint
ALTER TABLE "rates" DROP CONSTRAINT "rates_pkey";
--> statement-breakpoint
ALTER TABLE "time_entries" DROP CONSTRAINT "time_entries_pkey";
--> statement-breakpoint
ALTER TABLE "ledger_check_ins" DROP CONSTRAINT "ledger_check_ins_pkey";
--> statement-breakpoint
ALTER TABLE "ledger_check_outs" DROP CONSTRAINT "ledger_check_outs_pkey";
--> statement-breakpoint
ALTER TABLE "ledger_corrections" DROP CONSTRAINT "ledger_corrections_pkey";
--> statement-breakpoint
ALTER TABLE "bank_payments" DROP CONSTRAINT "bank_payments_pkey";
--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_pkey";
--> statement-breakpoint
ALTER TABLE "reference_rates" DROP CONSTRAINT "reference_rates_pkey";
--> statement-breakpoint
ALTER TABLE "reminders" DROP CONSTRAINT "reminders_pkey";
--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD COLUMN "organisation_id" uuid;
--> statement-breakpoint
UPDATE "invoice_lines" AS c SET "organisation_id" = p."organisation_id" FROM "invoices" AS p WHERE p."id" = c."invoice_id";
--> statement-breakpoint
ALTER TABLE "invoice_lines" ALTER COLUMN "organisation_id" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "work_order_services" ADD COLUMN "organisation_id" uuid;
--> statement-breakpoint
UPDATE "work_order_services" AS c SET "organisation_id" = p."organisation_id" FROM "work_orders" AS p WHERE p."id" = c."work_order_id";
--> statement-breakpoint
ALTER TABLE "work_order_services" ALTER COLUMN "organisation_id" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "work_order_parts" ADD COLUMN "organisation_id" uuid;
--> statement-breakpoint
UPDATE "work_order_parts" AS c SET "organisation_id" = p."organisation_id" FROM "work_orders" AS p WHERE p."id" = c."work_order_id";
--> statement-breakpoint
ALTER TABLE "work_order_parts" ALTER COLUMN "organisation_id" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "work_order_assignees" ADD COLUMN "organisation_id" uuid;
--> statement-breakpoint
UPDATE "work_order_assignees" AS c SET "organisation_id" = p."organisation_id" FROM "work_orders" AS p WHERE p."id" = c."work_order_id";
--> statement-breakpoint
ALTER TABLE "work_order_assignees" ALTER COLUMN "organisation_id" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_pkey" PRIMARY KEY("id","organisation_id");
--> statement-breakpoint
ALTER TABLE "machines" ADD CONSTRAINT "machines_pkey" PRIMARY KEY("id","organisation_id");
--> statement-breakpoint
ALTER TABLE "service_intervals" ADD CONSTRAINT "service_intervals_pkey" PRIMARY KEY("id","organisation_id");
--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_pkey" PRIMARY KEY("id","organisation_id");
--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_pkey" PRIMARY KEY("id","organisation_id");
--> statement-breakpoint
ALTER TABLE "meter_readings" ADD CONSTRAINT "meter_readings_pkey" PRIMARY KEY("id","organisation_id");
--> statement-breakpoint
ALTER TABLE "work_order_services" ADD CONSTRAINT "work_order_services_pkey" PRIMARY KEY("work_order_id","service_interval_id","organisation_id");
--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_pkey" PRIMARY KEY("id","organisation_id");
--> statement-breakpoint
ALTER TABLE "part_movements" ADD CONSTRAINT "part_movements_pkey" PRIMARY KEY("id","organisation_id");
--> statement-breakpoint
ALTER TABLE "parts" ADD CONSTRAINT "parts_pkey" PRIMARY KEY("id","organisation_id");
--> statement-breakpoint
ALTER TABLE "work_order_parts" ADD CONSTRAINT "work_order_parts_pkey" PRIMARY KEY("work_order_id","part_id","organisation_id");
--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_pkey" PRIMARY KEY("id","organisation_id");
--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_pkey" PRIMARY KEY("id","organisation_id");
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_pkey" PRIMARY KEY("id","organisation_id");
--> statement-breakpoint
ALTER TABLE "work_order_assignees" ADD CONSTRAINT "work_order_assignees_pkey" PRIMARY KEY("work_order_id","user_id","organisation_id");
--> statement-breakpoint
ALTER TABLE "rates" ADD CONSTRAINT "rates_pkey" PRIMARY KEY("id","organisation_id");
--> statement-breakpoint
ALTER TABLE "time_entries" ADD CONSTRAINT "time_entries_pkey" PRIMARY KEY("id","organisation_id");
--> statement-breakpoint
ALTER TABLE "ledger_check_ins" ADD CONSTRAINT "ledger_check_ins_pkey" PRIMARY KEY("id","organisation_id");
--> statement-breakpoint
ALTER TABLE "ledger_check_outs" ADD CONSTRAINT "ledger_check_outs_pkey" PRIMARY KEY("check_in_id","organisation_id");
--> statement-breakpoint
ALTER TABLE "ledger_corrections" ADD CONSTRAINT "ledger_corrections_pkey" PRIMARY KEY("id","organisation_id");
--> statement-breakpoint
ALTER TABLE "bank_payments" ADD CONSTRAINT "bank_payments_pkey" PRIMARY KEY("id","organisation_id");
--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_pkey" PRIMARY KEY("id","organisation_id");
--> statement-breakpoint
ALTER TABLE "reference_rates" ADD CONSTRAINT "reference_rates_pkey" PRIMARY KEY("id","organisation_id");
--> statement-breakpoint
ALTER TABLE "reminders" ADD CONSTRAINT "reminders_pkey" PRIMARY KEY("id","organisation_id");
--> statement-breakpoint
ALTER TABLE "machines" ADD CONSTRAINT "machines_customer_id_customers_id_fk" FOREIGN KEY ("organisation_id","customer_id") REFERENCES "public"."customers"("organisation_id","id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "service_intervals" ADD CONSTRAINT "service_intervals_machine_id_machines_id_fk" FOREIGN KEY ("organisation_id","machine_id") REFERENCES "public"."machines"("organisation_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_invoice_id_invoices_id_fk" FOREIGN KEY ("organisation_id","invoice_id") REFERENCES "public"."invoices"("organisation_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_customer_id_customers_id_fk" FOREIGN KEY ("organisation_id","customer_id") REFERENCES "public"."customers"("organisation_id","id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_work_order_id_work_orders_id_fk" FOREIGN KEY ("organisation_id","work_order_id") REFERENCES "public"."work_orders"("organisation_id","id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_interest_for_invoice_id_invoices_id_fk" FOREIGN KEY ("organisation_id","interest_for_invoice_id") REFERENCES "public"."invoices"("organisation_id","id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_credit_for_invoice_id_invoices_id_fk" FOREIGN KEY ("organisation_id","credit_for_invoice_id") REFERENCES "public"."invoices"("organisation_id","id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "meter_readings" ADD CONSTRAINT "meter_readings_machine_id_machines_id_fk" FOREIGN KEY ("organisation_id","machine_id") REFERENCES "public"."machines"("organisation_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "meter_readings" ADD CONSTRAINT "meter_readings_work_order_id_work_orders_id_fk" FOREIGN KEY ("organisation_id","work_order_id") REFERENCES "public"."work_orders"("organisation_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "work_order_services" ADD CONSTRAINT "work_order_services_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "work_order_services" ADD CONSTRAINT "work_order_services_work_order_id_work_orders_id_fk" FOREIGN KEY ("organisation_id","work_order_id") REFERENCES "public"."work_orders"("organisation_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "work_order_services" ADD CONSTRAINT "work_order_services_service_interval_id_service_intervals_id_fk" FOREIGN KEY ("organisation_id","service_interval_id") REFERENCES "public"."service_intervals"("organisation_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_customer_id_customers_id_fk" FOREIGN KEY ("organisation_id","customer_id") REFERENCES "public"."customers"("organisation_id","id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_machine_id_machines_id_fk" FOREIGN KEY ("organisation_id","machine_id") REFERENCES "public"."machines"("organisation_id","id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "part_movements" ADD CONSTRAINT "part_movements_part_id_parts_id_fk" FOREIGN KEY ("organisation_id","part_id") REFERENCES "public"."parts"("organisation_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "part_movements" ADD CONSTRAINT "part_movements_work_order_id_work_orders_id_fk" FOREIGN KEY ("organisation_id","work_order_id") REFERENCES "public"."work_orders"("organisation_id","id") ON DELETE set null ("work_order_id") ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "work_order_parts" ADD CONSTRAINT "work_order_parts_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "work_order_parts" ADD CONSTRAINT "work_order_parts_work_order_id_work_orders_id_fk" FOREIGN KEY ("organisation_id","work_order_id") REFERENCES "public"."work_orders"("organisation_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "work_order_parts" ADD CONSTRAINT "work_order_parts_part_id_parts_id_fk" FOREIGN KEY ("organisation_id","part_id") REFERENCES "public"."parts"("organisation_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "work_order_assignees" ADD CONSTRAINT "work_order_assignees_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "work_order_assignees" ADD CONSTRAINT "work_order_assignees_work_order_id_work_orders_id_fk" FOREIGN KEY ("organisation_id","work_order_id") REFERENCES "public"."work_orders"("organisation_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "time_entries" ADD CONSTRAINT "time_entries_work_order_id_work_orders_id_fk" FOREIGN KEY ("organisation_id","work_order_id") REFERENCES "public"."work_orders"("organisation_id","id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "time_entries" ADD CONSTRAINT "time_entries_rate_id_rates_id_fk" FOREIGN KEY ("organisation_id","rate_id") REFERENCES "public"."rates"("organisation_id","id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "time_entries" ADD CONSTRAINT "time_entries_invoice_id_invoices_id_fk" FOREIGN KEY ("organisation_id","invoice_id") REFERENCES "public"."invoices"("organisation_id","id") ON DELETE set null ("invoice_id") ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "ledger_check_outs" ADD CONSTRAINT "ledger_check_outs_check_in_id_ledger_check_ins_id_fk" FOREIGN KEY ("organisation_id","check_in_id") REFERENCES "public"."ledger_check_ins"("organisation_id","id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "ledger_corrections" ADD CONSTRAINT "ledger_corrections_check_in_id_ledger_check_ins_id_fk" FOREIGN KEY ("organisation_id","check_in_id") REFERENCES "public"."ledger_check_ins"("organisation_id","id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "bank_payments" ADD CONSTRAINT "bank_payments_payment_id_payments_id_fk" FOREIGN KEY ("organisation_id","payment_id") REFERENCES "public"."payments"("organisation_id","id") ON DELETE set null ("payment_id") ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_invoice_id_invoices_id_fk" FOREIGN KEY ("organisation_id","invoice_id") REFERENCES "public"."invoices"("organisation_id","id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "reminders" ADD CONSTRAINT "reminders_invoice_id_invoices_id_fk" FOREIGN KEY ("organisation_id","invoice_id") REFERENCES "public"."invoices"("organisation_id","id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "invitations_token_hash_unique" ON "invitations" USING btree ("token_hash","organisation_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_lines_position_unique" ON "invoice_lines" USING btree ("invoice_id","position","organisation_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_credit_for_unique" ON "invoices" USING btree ("credit_for_invoice_id","organisation_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "meter_readings_work_order_unique" ON "meter_readings" USING btree ("work_order_id","organisation_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "time_entries_one_running" ON "time_entries" USING btree ("user_id","organisation_id") WHERE "time_entries"."started_at" is not null and "time_entries"."ended_at" is null;
--> statement-breakpoint
CREATE UNIQUE INDEX "reminders_number_unique" ON "reminders" USING btree ("invoice_id","number","organisation_id");
