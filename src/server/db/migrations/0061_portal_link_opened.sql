-- When the customer last opened their page on the link (decision 071): the office's Kundsida card shows it.
ALTER TABLE "customer_portal_links" ADD COLUMN "last_opened_at" timestamp with time zone;
