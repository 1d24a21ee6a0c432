CREATE TABLE "file_blobs" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"sha256" text NOT NULL,
	"content_type" text NOT NULL,
	"bytes" bigint NOT NULL,
	"thumbnail_bytes" integer,
	"width" integer,
	"height" integer,
	"taken_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "file_blobs_pkey" PRIMARY KEY("id","organisation_id"),
	CONSTRAINT "file_blobs_sha256_check" CHECK ("file_blobs"."sha256" ~ '^[0-9a-f]{64}$')
);
--> statement-breakpoint
CREATE TABLE "file_chunks" (
	"organisation_id" uuid NOT NULL,
	"key" text NOT NULL,
	"chunk" integer NOT NULL,
	"data" "bytea" NOT NULL,
	CONSTRAINT "file_chunks_pkey" PRIMARY KEY("key","chunk","organisation_id")
);
--> statement-breakpoint
CREATE TABLE "files" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"entity" text NOT NULL,
	"entity_id" uuid NOT NULL,
	"sha256" text NOT NULL,
	"name" text NOT NULL,
	"caption" text,
	"customer_visible" boolean DEFAULT false NOT NULL,
	"uploaded_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "files_pkey" PRIMARY KEY("id","organisation_id"),
	CONSTRAINT "files_entity_check" CHECK ("files"."entity" in ('workOrder', 'machine', 'customer', 'quote', 'part'))
);
--> statement-breakpoint
-- The blobs' unique index comes before the foreign key of files that names it.
CREATE UNIQUE INDEX "file_blobs_sha256_idx" ON "file_blobs" USING btree ("organisation_id","sha256");--> statement-breakpoint
ALTER TABLE "file_blobs" ADD CONSTRAINT "file_blobs_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_chunks" ADD CONSTRAINT "file_chunks_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_blob_fk" FOREIGN KEY ("organisation_id","sha256") REFERENCES "public"."file_blobs"("organisation_id","sha256") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "files_record_idx" ON "files" USING btree ("organisation_id","entity","entity_id","created_at");--> statement-breakpoint
CREATE INDEX "files_blob_idx" ON "files" USING btree ("organisation_id","sha256");--> statement-breakpoint
CREATE INDEX "files_export_order_idx" ON "files" USING btree ("organisation_id","created_at","id");--> statement-breakpoint
-- A record's files go with it (FIELD.md decision 3), in the transaction that deletes it: the record's
-- feature knows nothing of files, and a file can name several kinds of record, so no foreign key can.
CREATE FUNCTION remove_files_of_record() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "files" WHERE "organisation_id" = OLD."organisation_id" AND "entity" = TG_ARGV[0] AND "entity_id" = OLD."id";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER work_orders_remove_files AFTER DELETE ON "work_orders" FOR EACH ROW EXECUTE FUNCTION remove_files_of_record('workOrder');--> statement-breakpoint
CREATE TRIGGER machines_remove_files AFTER DELETE ON "machines" FOR EACH ROW EXECUTE FUNCTION remove_files_of_record('machine');--> statement-breakpoint
CREATE TRIGGER customers_remove_files AFTER DELETE ON "customers" FOR EACH ROW EXECUTE FUNCTION remove_files_of_record('customer');--> statement-breakpoint
CREATE TRIGGER parts_remove_files AFTER DELETE ON "parts" FOR EACH ROW EXECUTE FUNCTION remove_files_of_record('part');--> statement-breakpoint
CREATE TRIGGER quotes_remove_files AFTER DELETE ON "quotes" FOR EACH ROW EXECUTE FUNCTION remove_files_of_record('quote');--> statement-breakpoint
-- A blob that no file names any more is removed (decision 3), and with it the bytes PostgreSQL keeps
-- for it; a folder's bytes are swept by the app (files/sweep.ts).
CREATE FUNCTION remove_unnamed_blob() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "file_blobs" b WHERE b."organisation_id" = OLD."organisation_id" AND b."sha256" = OLD."sha256"
    AND NOT EXISTS (SELECT 1 FROM "files" f WHERE f."organisation_id" = OLD."organisation_id" AND f."sha256" = OLD."sha256");
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER files_remove_unnamed_blob AFTER DELETE ON "files" FOR EACH ROW EXECUTE FUNCTION remove_unnamed_blob();--> statement-breakpoint
CREATE FUNCTION remove_blob_chunks() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "file_chunks" WHERE "organisation_id" = OLD."organisation_id" AND "key" IN (OLD."sha256", OLD."sha256" || '.thumb');
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER file_blobs_remove_chunks AFTER DELETE ON "file_blobs" FOR EACH ROW EXECUTE FUNCTION remove_blob_chunks();
