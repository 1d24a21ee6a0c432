ALTER TABLE "list_counts" ADD COLUMN "shard" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "list_counts" DROP CONSTRAINT "list_counts_organisation_id_list_status_pk";--> statement-breakpoint
ALTER TABLE "list_counts" ADD CONSTRAINT "list_counts_organisation_id_list_status_shard_pk" PRIMARY KEY("organisation_id","list","status","shard");
