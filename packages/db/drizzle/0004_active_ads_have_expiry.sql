-- An active ad always has an expiry: live means active and not past expires_at, one rule in SQL
-- and TypeScript (apps/api/src/modules/listings/listing-visibility.ts). Approval is the only way
-- an ad becomes active and it sets expires_at, so an active ad without one was never approved:
-- it goes back to the review queue rather than being guessed live or expired.
UPDATE "vehicles" SET "status" = 'pending', "updated_at" = now() WHERE "status" = 'active' AND "expires_at" IS NULL;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_active_has_expiry" CHECK ("vehicles"."status" <> 'active' or "vehicles"."expires_at" is not null);
