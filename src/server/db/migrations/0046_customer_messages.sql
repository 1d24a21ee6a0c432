CREATE TABLE "customer_message_settings" (
	"organisation_id" uuid PRIMARY KEY NOT NULL,
	"work_order_ready_email" boolean DEFAULT false NOT NULL,
	"work_order_ready_sms" boolean DEFAULT false NOT NULL,
	"booking_changed_email" boolean DEFAULT false NOT NULL,
	"booking_changed_sms" boolean DEFAULT false NOT NULL,
	"invoice_sent_email" boolean DEFAULT false NOT NULL,
	"invoice_sent_sms" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "channel" text DEFAULT 'email' NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_message_settings" ADD CONSTRAINT "customer_message_settings_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_channel_check" CHECK ("mail_outbox"."channel" in ('email', 'sms'));