ALTER TABLE "work_orders" ADD COLUMN "quote_id" uuid;--> statement-breakpoint
ALTER TABLE "work_orders" ADD COLUMN "price_type" text;--> statement-breakpoint
ALTER TABLE "work_orders" ADD COLUMN "approved_amount_ore" bigint;--> statement-breakpoint
ALTER TABLE "work_orders" ADD COLUMN "extra_work_ore" bigint;--> statement-breakpoint
ALTER TABLE "work_orders" ADD COLUMN "max_amount_ore" bigint;--> statement-breakpoint
ALTER TABLE "work_orders" ADD COLUMN "price_consumer" boolean;--> statement-breakpoint
ALTER TABLE "work_orders" ADD COLUMN "planned_labour" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_price_type_check" CHECK ("work_orders"."price_type" is null or "work_orders"."price_type" in ('fixed', 'approximate', 'running'));