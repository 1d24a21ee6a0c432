CREATE TABLE "finding_dismissals" (
	"organisation_id" uuid NOT NULL,
	"key" text NOT NULL,
	"user_id" uuid,
	"dismissed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "finding_dismissals_organisation_id_key_pk" PRIMARY KEY("organisation_id","key")
);
--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "ai_drafts_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "finding_dismissals" ADD CONSTRAINT "finding_dismissals_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;