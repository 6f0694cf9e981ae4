-- Search reads live ads only (active and not past expires_at). These indexes hold only the active
-- ads and carry expires_at, price and every filter id, so the ids of a page and every count
-- without a keyword are index-only scans (docs/decisions/011-search-counts-and-cache.md).
-- `expires_at > now()` cannot be an index predicate; it is checked on the included column.
DROP INDEX "vehicles_status_price_idx";--> statement-breakpoint
DROP INDEX "vehicles_status_mileage_idx";--> statement-breakpoint
DROP INDEX "vehicles_status_package_created_idx";--> statement-breakpoint
DROP INDEX "vehicles_status_expires_idx";--> statement-breakpoint
-- Relevance asks whether every keyword word starts a word of the title, make or model
-- (docs/decisions/010-search-strategy.md); this small document answers that cheaply.
ALTER TABLE "vehicles" ADD COLUMN "title_document" "tsvector" GENERATED ALWAYS AS (
	to_tsvector('english'::regconfig, coalesce("vehicles"."title", '') || ' ' || "vehicles"."make_name" || ' ' || "vehicles"."model")) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "vehicles_live_price_idx" ON "vehicles" USING btree ("price","id")
	INCLUDE ("expires_at", "price", "make_id", "condition_id", "fuel_type_id", "vehicle_type_id", "transmission_id", "city_id") WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "vehicles_live_created_idx" ON "vehicles" USING btree ("created_at","id")
	INCLUDE ("expires_at", "price", "make_id", "condition_id", "fuel_type_id", "vehicle_type_id", "transmission_id", "city_id") WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "vehicles_live_mileage_idx" ON "vehicles" USING btree ("mileage","id")
	INCLUDE ("expires_at", "price", "make_id", "condition_id", "fuel_type_id", "vehicle_type_id", "transmission_id", "city_id") WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "vehicles_live_placement_idx" ON "vehicles" USING btree ("package","created_at","id")
	INCLUDE ("expires_at", "price", "make_id", "condition_id", "fuel_type_id", "vehicle_type_id", "transmission_id", "city_id") WHERE status = 'active';--> statement-breakpoint
-- Counting every live ad needs no filter column: a third of the pages of the covering indexes.
CREATE INDEX "vehicles_live_expires_idx" ON "vehicles" USING btree ("expires_at") WHERE status = 'active';
