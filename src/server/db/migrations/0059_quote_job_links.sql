-- Quotes accepted before decision 069 made their job without naming it; each such job names its quote (quote_id), so the quote gets its job.
UPDATE "quotes" AS q SET "work_order_id" = w.id
  FROM "work_orders" AS w
 WHERE w.quote_id = q.id AND w.organisation_id = q.organisation_id AND q.work_order_id IS NULL;
