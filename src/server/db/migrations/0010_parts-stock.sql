CREATE TABLE "part_movements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sequence" bigserial NOT NULL,
	"organisation_id" uuid NOT NULL,
	"part_id" uuid NOT NULL,
	"type" text NOT NULL,
	"quantity_hundredths" bigint NOT NULL,
	"unit_cost_ore" bigint,
	"note" text,
	"work_order_id" uuid,
	"on_hand_after_hundredths" bigint NOT NULL,
	"average_cost_after_ore" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"part_number" text NOT NULL,
	"name" text NOT NULL,
	"unit" text DEFAULT 'st' NOT NULL,
	"purchase_price_ore" bigint,
	"sale_price_ore" bigint DEFAULT 0 NOT NULL,
	"supplier" text,
	"location" text,
	"reorder_point_hundredths" bigint,
	"stocked" boolean DEFAULT true NOT NULL,
	"on_hand_hundredths" bigint DEFAULT 0 NOT NULL,
	"average_cost_ore" bigint,
	"search_text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "work_order_parts" (
	"work_order_id" uuid NOT NULL,
	"part_id" uuid NOT NULL,
	"quantity_hundredths" bigint NOT NULL,
	CONSTRAINT "work_order_parts_work_order_id_part_id_pk" PRIMARY KEY("work_order_id","part_id")
);
--> statement-breakpoint
ALTER TABLE "part_movements" ADD CONSTRAINT "part_movements_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "part_movements" ADD CONSTRAINT "part_movements_part_id_parts_id_fk" FOREIGN KEY ("part_id") REFERENCES "public"."parts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "part_movements" ADD CONSTRAINT "part_movements_work_order_id_work_orders_id_fk" FOREIGN KEY ("work_order_id") REFERENCES "public"."work_orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parts" ADD CONSTRAINT "parts_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_order_parts" ADD CONSTRAINT "work_order_parts_work_order_id_work_orders_id_fk" FOREIGN KEY ("work_order_id") REFERENCES "public"."work_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_order_parts" ADD CONSTRAINT "work_order_parts_part_id_parts_id_fk" FOREIGN KEY ("part_id") REFERENCES "public"."parts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "part_movements_part_idx" ON "part_movements" USING btree ("part_id","sequence");--> statement-breakpoint
CREATE INDEX "part_movements_work_order_idx" ON "part_movements" USING btree ("work_order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "parts_number_unique" ON "parts" USING btree ("organisation_id","part_number" collate "C");--> statement-breakpoint
CREATE INDEX "work_order_parts_part_idx" ON "work_order_parts" USING btree ("part_id");--> statement-breakpoint
-- The parts' "any part of" search, as customers' and machines' (migration 0008, docs/decisions/009).
DO $$
BEGIN
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
  CREATE INDEX IF NOT EXISTS parts_search_trgm_idx ON parts USING gin (search_text gin_trgm_ops) WITH (fastupdate = off);
EXCEPTION
  WHEN insufficient_privilege OR feature_not_supported OR undefined_file OR undefined_object THEN
    RAISE NOTICE 'pg_trgm is not available here; searches scan the workshop''s parts';
END
$$;
