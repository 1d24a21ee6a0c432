-- The tenant key in every unique index of a workshop table (decision 028): a portal link's token hash too.
DROP INDEX "customer_portal_links_token_hash_unique";--> statement-breakpoint
CREATE UNIQUE INDEX "customer_portal_links_token_hash_unique" ON "customer_portal_links" USING btree ("token_hash","organisation_id");
