DROP INDEX "work_orders_under_billed_idx";--> statement-breakpoint
DROP INDEX "work_orders_unbilled_finished_idx";--> statement-breakpoint
ALTER TABLE "work_orders" ADD COLUMN "approved_net_ore" bigint;--> statement-breakpoint
-- Jobs priced before this migration (decision 064): the accepted lines' net of every approval of the job's quotes, rounded as lineAmountOre.
UPDATE "work_orders" AS w SET "approved_net_ore" = coalesce((
  SELECT sum(round(i.quantity_hundredths::numeric * i.price_ore / 100))::bigint
    FROM quote_approvals AS a
    JOIN quotes AS q ON q.id = a.quote_id AND q.organisation_id = a.organisation_id
    JOIN quote_items AS i ON i.version_id = a.version_id AND i.organisation_id = a.organisation_id
   WHERE a.organisation_id = w.organisation_id AND (q.work_order_id = w.id OR q.id = w.quote_id)
     AND (NOT i.optional OR a.item_ids @> to_jsonb(i.id::text))), 0)
 WHERE w.price_type IS NOT NULL;--> statement-breakpoint
CREATE INDEX "work_orders_beyond_fixed_price_idx" ON "work_orders" USING btree ("organisation_id",(billed_ore - approved_net_ore) desc,"id","billed_ore","approved_net_ore") WHERE billed_by_invoice_id is not null and price_type = 'fixed' and (billed_ore - approved_net_ore) >= 100;--> statement-breakpoint
CREATE INDEX "work_orders_under_billed_idx" ON "work_orders" USING btree ("organisation_id",((case when price_type = 'fixed' and approved_net_ore is not null then approved_net_ore else materials_ore + time_ore end) - billed_ore) desc,"id","materials_ore","time_ore","billed_ore","price_type","approved_net_ore") WHERE billed_by_invoice_id is not null and (case when price_type = 'fixed' and approved_net_ore is not null then approved_net_ore else materials_ore + time_ore end) - billed_ore >= 100;--> statement-breakpoint
CREATE INDEX "work_orders_unbilled_finished_idx" ON "work_orders" USING btree ("organisation_id",(case when price_type = 'fixed' and approved_net_ore is not null then approved_net_ore else materials_ore + time_ore end) desc nulls last,"id","materials_ore","time_ore","price_type","approved_net_ore","execution_date","created_at") WHERE billed_by_invoice_id is null and status in ('Klar', 'completed', 'RedoAttFakturera', 'Fakturerad');