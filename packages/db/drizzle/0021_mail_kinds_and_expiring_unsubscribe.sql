ALTER TABLE "mail_unsubscribe_tokens" ADD COLUMN "scope" text DEFAULT 'all' NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_unsubscribe_tokens" ADD COLUMN "expires_at" timestamp with time zone DEFAULT now() + interval '90 days' NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_unsubscribe_tokens" ADD COLUMN "used_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "mail_preferences" jsonb DEFAULT '{"offers":true,"adUpdates":true,"alerts":true,"reminders":true}'::jsonb NOT NULL;--> statement-breakpoint
-- hand-written
-- A link is good for 90 days from when it was sent, those sent before this migration too.
UPDATE "mail_unsubscribe_tokens" SET "expires_at" = "created_at" + interval '90 days';