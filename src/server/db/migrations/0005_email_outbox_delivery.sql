ALTER TABLE "email_outbox" DROP CONSTRAINT "email_outbox_status_valid";--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "audience" text DEFAULT 'guest' NOT NULL;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_audience_valid" CHECK ("email_outbox"."audience" in ('guest', 'staff'));--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_status_valid" CHECK ("email_outbox"."status" in ('queued', 'sending', 'sent', 'failed', 'unsent'));