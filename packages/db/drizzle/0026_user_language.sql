CREATE TYPE "public"."site_language" AS ENUM('en', 'si', 'ta');--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "language" "site_language" DEFAULT 'en' NOT NULL;