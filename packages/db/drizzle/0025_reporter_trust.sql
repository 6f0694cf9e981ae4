CREATE TYPE "public"."reporter_standing" AS ENUM('counted', 'anonymous', 'unconfirmed', 'new-account', 'false-reports', 'seller-address', 'shared-address');--> statement-breakpoint
ALTER TABLE "ad_reports" ADD COLUMN "address_digest" text;--> statement-breakpoint
ALTER TABLE "ad_reports" ADD COLUMN "standing" "reporter_standing";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "registration_address_digest" text;--> statement-breakpoint
CREATE INDEX "ad_reports_dismissed_idx" ON "ad_reports" USING btree ("reporter_id","decided_at") WHERE "ad_reports"."decision" = 'dismissed';--> statement-breakpoint
-- hand-written
-- Visitors' reports filed before decision 109 were anonymous and came from their own digest.
UPDATE "ad_reports" SET "standing" = 'anonymous', "address_digest" = "reporter_address_hash" WHERE "reporter_id" IS NULL;