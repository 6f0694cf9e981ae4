-- Issue 38, decision 136: local vehicle facts, what Sri Lankan buyers ask first.
--
-- * towns: each district's main towns (the seed's TOWN_NAMES), under the city (district) they
--   are in; an ad may name one within its own city.
-- * vehicles gains registration ('registered' | 'unregistered'; a reconditioned import is
--   unregistered), registration_year (only when registered, not before the year of manufacture;
--   "not after this year" is the schemas' rule, as a CHECK cannot read the clock), owners
--   (previous owners, 0-20) and town_id. All null for ads posted before: they keep working.
-- * listing_search gains registration and town_id for the card's "Unregistered" and the
--   registration and town filters, kept like every other column of search (decision 050):
--   through listing_search_source in the same transaction as the ad's write.
CREATE TABLE "towns" (
	"id" serial PRIMARY KEY NOT NULL,
	"city_id" integer NOT NULL REFERENCES "cities"("id"),
	"name" text NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX "towns_city_name_idx" ON "towns" USING btree ("city_id","name");--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "registration" text;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "registration_year" integer;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "owners" integer;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "town_id" integer REFERENCES "towns"("id");--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_registration_check" CHECK ("registration" is null or "registration" in ('registered', 'unregistered'));--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_registration_year_check" CHECK ("registration_year" is null or ("registration" = 'registered' and "registration_year" >= "yom"));--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_owners_check" CHECK ("owners" is null or "owners" between 0 and 20);--> statement-breakpoint
ALTER TABLE "listing_search" ADD COLUMN "registration" text;--> statement-breakpoint
ALTER TABLE "listing_search" ADD COLUMN "town_id" integer;--> statement-breakpoint
CREATE INDEX "listing_search_registration_idx" ON "listing_search" USING btree ("registration") INCLUDE ("expires_at") WHERE "listing_search"."registration" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "listing_search_town_idx" ON "listing_search" USING btree ("town_id") INCLUDE ("expires_at") WHERE "listing_search"."town_id" IS NOT NULL;--> statement-breakpoint
-- The new columns come last, as they do in the table, so `SELECT *` of the view fills them.
CREATE OR REPLACE VIEW "listing_search_source" AS
	SELECT v."id" AS "vehicle_id", v."make_id", coalesce(v."model_id", 0) AS "model_id", v."condition_id", v."fuel_type_id",
		v."vehicle_type_id", v."transmission_id", v."city_id", v."price", v."yom", v."mileage", v."created_at",
		v."expires_at", CASE v."package" WHEN 'vip' THEN 2 WHEN 'featured' THEN 1 ELSE 0 END AS "placement",
		v."package", v."title",
		(SELECT m."variants" FROM "vehicle_media" m WHERE m."vehicle_id" = v."id" AND m."kind" = 'image'
			ORDER BY m."position" LIMIT 1) AS "card_image",
		strip(to_tsvector('english'::regconfig, v."title" || ' ' || v."make_name" || ' ' || v."model"))
			AS "title_document",
		strip(to_tsvector('english'::regconfig,
			v."title" || ' ' || v."make_name" || ' ' || v."model" || ' ' || v."description")) AS "document",
		coalesce((SELECT u."phone_verified_at" IS NOT NULL FROM "users" u WHERE u."id" = v."user_id"), false)
			AS "seller_phone_verified",
		b."low" AS "band_low", b."median" AS "band_median", b."high" AS "band_high", v."confirmed_at",
		v."registration", v."town_id"
	FROM "vehicles" v LEFT JOIN "vehicle_price_bands" b ON b."vehicle_id" = v."id"
	WHERE v."status" = 'active' AND v."held_for" IS NULL;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "listing_search_upsert"("ids" integer[]) RETURNS void LANGUAGE sql AS $$
	INSERT INTO "listing_search" AS s ("vehicle_id", "make_id", "model_id", "condition_id", "fuel_type_id",
		"vehicle_type_id", "transmission_id", "city_id", "price", "yom", "mileage", "created_at", "expires_at",
		"placement", "package", "title", "card_image", "title_document", "document", "seller_phone_verified",
		"band_low", "band_median", "band_high", "confirmed_at", "registration", "town_id")
	SELECT * FROM "listing_search_source" src WHERE src."vehicle_id" = ANY ("ids")
	ON CONFLICT ("vehicle_id") DO UPDATE SET
		"make_id" = excluded."make_id", "model_id" = excluded."model_id",
		"condition_id" = excluded."condition_id", "fuel_type_id" = excluded."fuel_type_id",
		"vehicle_type_id" = excluded."vehicle_type_id", "transmission_id" = excluded."transmission_id",
		"city_id" = excluded."city_id", "price" = excluded."price", "yom" = excluded."yom",
		"mileage" = excluded."mileage", "created_at" = excluded."created_at",
		"expires_at" = excluded."expires_at", "placement" = excluded."placement",
		"package" = excluded."package", "title" = excluded."title", "card_image" = excluded."card_image",
		"title_document" = excluded."title_document", "document" = excluded."document",
		"seller_phone_verified" = excluded."seller_phone_verified",
		"band_low" = excluded."band_low", "band_median" = excluded."band_median",
		"band_high" = excluded."band_high", "confirmed_at" = excluded."confirmed_at",
		"registration" = excluded."registration", "town_id" = excluded."town_id"
	-- A write that changes nothing search reads (a view, a note) writes no search row.
	WHERE (s."make_id", s."model_id", s."condition_id", s."fuel_type_id", s."vehicle_type_id",
		s."transmission_id", s."city_id", s."price", s."yom", s."mileage", s."created_at", s."expires_at",
		s."placement", s."title", s."card_image", s."document", s."seller_phone_verified",
		s."band_low", s."band_median", s."band_high", s."confirmed_at", s."registration", s."town_id")
		IS DISTINCT FROM
		(excluded."make_id", excluded."model_id", excluded."condition_id", excluded."fuel_type_id",
		excluded."vehicle_type_id", excluded."transmission_id", excluded."city_id", excluded."price",
		excluded."yom", excluded."mileage", excluded."created_at", excluded."expires_at",
		excluded."placement", excluded."title", excluded."card_image", excluded."document",
		excluded."seller_phone_verified", excluded."band_low", excluded."band_median",
		excluded."band_high", excluded."confirmed_at", excluded."registration", excluded."town_id");
$$;
--> statement-breakpoint
-- The seed's rebuild names its columns, so the view and the table can never pair them wrongly.
CREATE OR REPLACE FUNCTION "listing_search_rebuild"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	ALTER TABLE "listing_search" DISABLE TRIGGER USER;
	DELETE FROM "listing_search";
	INSERT INTO "listing_search" ("vehicle_id", "make_id", "model_id", "condition_id", "fuel_type_id",
		"vehicle_type_id", "transmission_id", "city_id", "price", "yom", "mileage", "created_at", "expires_at",
		"placement", "package", "title", "card_image", "title_document", "document", "seller_phone_verified",
		"band_low", "band_median", "band_high", "confirmed_at", "registration", "town_id")
		SELECT "vehicle_id", "make_id", "model_id", "condition_id", "fuel_type_id",
		"vehicle_type_id", "transmission_id", "city_id", "price", "yom", "mileage", "created_at", "expires_at",
		"placement", "package", "title", "card_image", "title_document", "document", "seller_phone_verified",
		"band_low", "band_median", "band_high", "confirmed_at", "registration", "town_id"
		FROM "listing_search_source";
	DELETE FROM "listing_counts";
	DELETE FROM "listing_year_counts";
	INSERT INTO "listing_year_counts" SELECT "make_id", "model_id", "yom", count(*)::int
		FROM "listing_search" GROUP BY "make_id", "model_id", "yom";
	INSERT INTO "listing_counts" SELECT "make_id", "model_id", "condition_id", "fuel_type_id", "vehicle_type_id", "transmission_id", "city_id", count(*)::int
		FROM "listing_search" GROUP BY "make_id", "model_id", "condition_id", "fuel_type_id", "vehicle_type_id", "transmission_id", "city_id";
	DELETE FROM "listing_words";
	INSERT INTO "listing_words" SELECT "lexeme", "make_id", "model_id", "condition_id", sum("n")::int, sum("t")::int FROM (
		SELECT w."lexeme", s."make_id", s."model_id", s."condition_id", 1 AS "n", 0 AS "t" FROM "listing_search" s, unnest(s."document") w
		UNION ALL SELECT w."lexeme", s."make_id", s."model_id", s."condition_id", 0, 1 FROM "listing_search" s, unnest(s."title_document") w) d
		GROUP BY 1, 2, 3, 4;
	ALTER TABLE "listing_search" ENABLE TRIGGER USER;
END
$$;
