CREATE TABLE "reference_rates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"valid_from" date NOT NULL,
	"rate_bp" integer NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reference_rates_half_year_check" CHECK (extract(day from "reference_rates"."valid_from") = 1 and extract(month from "reference_rates"."valid_from") in (1, 7))
);
--> statement-breakpoint
CREATE TABLE "reminders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"invoice_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"reminder_date" date NOT NULL,
	"due_date" date NOT NULL,
	"balance_ore" bigint NOT NULL,
	"fee_ore" bigint DEFAULT 0 NOT NULL,
	"late_compensation_ore" bigint DEFAULT 0 NOT NULL,
	"interest_ore" bigint DEFAULT 0 NOT NULL,
	"sent_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reminders_fee_check" CHECK ("reminders"."fee_ore" >= 0 and "reminders"."fee_ore" <= 6000 and "reminders"."late_compensation_ore" in (0, 45000))
);
--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "reminder_fee_ore" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "reminder_fee_agreed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "charge_late_payment_compensation" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "interest_rate_bp" integer;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "interest_billed_through" date;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "interest_for_invoice_id" uuid;--> statement-breakpoint
ALTER TABLE "reference_rates" ADD CONSTRAINT "reference_rates_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reference_rates" ADD CONSTRAINT "reference_rates_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminders" ADD CONSTRAINT "reminders_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminders" ADD CONSTRAINT "reminders_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminders" ADD CONSTRAINT "reminders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reference_rates_unique" ON "reference_rates" USING btree ("organisation_id","valid_from");--> statement-breakpoint
CREATE UNIQUE INDEX "reminders_number_unique" ON "reminders" USING btree ("invoice_id","number");--> statement-breakpoint
CREATE INDEX "reminders_organisation_idx" ON "reminders" USING btree ("organisation_id","reminder_date");--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_interest_for_invoice_id_invoices_id_fk" FOREIGN KEY ("interest_for_invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
-- Dröjsmålsränta in öre (shared/interest.ts interestOre, held equal by a test): for each day after
-- from_day up to to_day, the amount unpaid that day (payments dated on or before it count) times the
-- yearly rate in hundredths of a percent (agreed, else the reference rate in force + 800), summed,
-- / (10 000 × 365), rounded once. Among rates starting the same day the later in the array wins.
CREATE FUNCTION late_interest_ore(amount_ore bigint, from_day date, to_day date, payment_days date[], payment_ore bigint[], rate_days date[], rate_bps integer[], agreed_bp integer)
RETURNS bigint LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  select coalesce(round(sum(days.unpaid::numeric * days.rate) / 3650000), 0)::bigint
  from (
    select amount_ore - coalesce((select sum(p.a) from unnest(payment_days, payment_ore) as p(d, a) where p.d <= g.day), 0) as unpaid,
      coalesce(agreed_bp, coalesce((select r.bp from unnest(rate_days, rate_bps) with ordinality as r(d, bp, i) where r.d <= g.day order by r.d desc, r.i desc limit 1), 0) + 800) as rate
    from (select (from_day + n)::date as day from generate_series(1, greatest(to_day - from_day, 0)) as n) as g
  ) as days
  where days.unpaid > 0 and days.rate > 0
$$;
