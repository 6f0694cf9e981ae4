-- Issue 37, decision 133: what the site's own market data tells a buyer about an ad.
--
-- * vehicle_price_bands: each live ad's typical price from comparable cars (same make and model,
--   year of manufacture within 1, mileage within a band, live or sold in the last 12 months),
--   written by the `market.bands` job (nightly, and when an ad goes live), and the accepted-offer
--   insight on the same comparables. No row, or a null band, when there are too few: never a
--   guess.
-- * listing_search gains the band (low, median, high) and the seller's last confirmation, kept
--   like every other column of search (decision 050): the ad's own write through
--   listing_search_source, a band's write through the trigger below. The deal rating is worked
--   out when read, from the price and the band, so a new price shows its rating at once.
-- * vehicles.sold_price: what a sold car went for, when the seller said (or an offer was
--   accepted); vehicles.confirmed_at: the seller's last "still available".
-- * availability_checks: the weekly "Is your car still available?" e-mails and their answers;
--   two unanswered in a row pause the ad (held_for = 'paused', the seller's own hold).
-- * recently_viewed: a signed-in buyer's last cars (visitors keep theirs in the browser).
ALTER TYPE "public"."listing_hold" ADD VALUE IF NOT EXISTS 'paused';--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "sold_price" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
CREATE TABLE "vehicle_price_bands" (
	"vehicle_id" integer PRIMARY KEY NOT NULL REFERENCES "vehicles"("id") ON DELETE cascade,
	-- Null together when there were fewer comparables than MARKET_RULES.minComparables.
	"low" numeric(12, 2),
	"median" numeric(12, 2),
	"high" numeric(12, 2),
	"comparables" integer NOT NULL,
	-- Null together below MARKET_RULES.minAcceptedOffers.
	"offer_low_pct" smallint,
	"offer_high_pct" smallint,
	"accepted_offers" integer NOT NULL DEFAULT 0,
	"computed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "vehicle_price_bands_band_whole" CHECK (("low" IS NULL) = ("high" IS NULL) AND ("low" IS NULL) = ("median" IS NULL)),
	CONSTRAINT "vehicle_price_bands_band_ordered" CHECK ("low" IS NULL OR ("low" <= "median" AND "median" <= "high"))
);--> statement-breakpoint
CREATE TABLE "availability_checks" (
	"id" serial PRIMARY KEY NOT NULL,
	"vehicle_id" integer NOT NULL REFERENCES "vehicles"("id") ON DELETE cascade,
	"sent_at" timestamp with time zone NOT NULL,
	-- 'available' | 'sold' | 'price-changed' (AVAILABILITY_ANSWERS); null while unanswered.
	"answer" text,
	"answered_at" timestamp with time zone,
	-- False when the seller could not receive the e-mail (unconfirmed address, reminders or all
	-- notices off): such a check never counts towards a pause (decision 133).
	"mailed" boolean DEFAULT true NOT NULL,
	CONSTRAINT "availability_checks_answered_whole" CHECK (("answer" IS NULL) = ("answered_at" IS NULL))
);--> statement-breakpoint
CREATE INDEX "availability_checks_vehicle_sent_idx" ON "availability_checks" USING btree ("vehicle_id","sent_at");--> statement-breakpoint
CREATE TABLE "recently_viewed" (
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"vehicle_id" integer NOT NULL REFERENCES "vehicles"("id") ON DELETE cascade,
	"viewed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "recently_viewed_pk" PRIMARY KEY ("user_id","vehicle_id")
);--> statement-breakpoint
CREATE INDEX "recently_viewed_user_viewed_idx" ON "recently_viewed" USING btree ("user_id","viewed_at");--> statement-breakpoint
-- Comparables are read by make, model and year, among live and recently sold ads.
-- Everything the comparables rule reads is in the index, so the band is read from it alone.
CREATE INDEX "vehicles_comparables_idx" ON "vehicles" USING btree ("model_id","yom","mileage")
	INCLUDE ("id", "price", "sold_price", "status", "sold_at", "expires_at", "held_for")
	WHERE "status" IN ('active', 'sold');--> statement-breakpoint
ALTER TABLE "listing_search" ADD COLUMN "band_low" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "listing_search" ADD COLUMN "band_median" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "listing_search" ADD COLUMN "band_high" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "listing_search" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
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
		b."low" AS "band_low", b."median" AS "band_median", b."high" AS "band_high", v."confirmed_at"
	FROM "vehicles" v LEFT JOIN "vehicle_price_bands" b ON b."vehicle_id" = v."id"
	WHERE v."status" = 'active' AND v."held_for" IS NULL;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "listing_search_upsert"("ids" integer[]) RETURNS void LANGUAGE sql AS $$
	INSERT INTO "listing_search" AS s ("vehicle_id", "make_id", "model_id", "condition_id", "fuel_type_id",
		"vehicle_type_id", "transmission_id", "city_id", "price", "yom", "mileage", "created_at", "expires_at",
		"placement", "package", "title", "card_image", "title_document", "document", "seller_phone_verified",
		"band_low", "band_median", "band_high", "confirmed_at")
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
		"band_high" = excluded."band_high", "confirmed_at" = excluded."confirmed_at"
	-- A write that changes nothing search reads (a view, a note) writes no search row.
	WHERE (s."make_id", s."model_id", s."condition_id", s."fuel_type_id", s."vehicle_type_id",
		s."transmission_id", s."city_id", s."price", s."yom", s."mileage", s."created_at", s."expires_at",
		s."placement", s."title", s."card_image", s."document", s."seller_phone_verified",
		s."band_low", s."band_median", s."band_high", s."confirmed_at")
		IS DISTINCT FROM
		(excluded."make_id", excluded."model_id", excluded."condition_id", excluded."fuel_type_id",
		excluded."vehicle_type_id", excluded."transmission_id", excluded."city_id", excluded."price",
		excluded."yom", excluded."mileage", excluded."created_at", excluded."expires_at",
		excluded."placement", excluded."title", excluded."card_image", excluded."document",
		excluded."seller_phone_verified", excluded."band_low", excluded."band_median",
		excluded."band_high", excluded."confirmed_at");
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
		"band_low", "band_median", "band_high", "confirmed_at")
		SELECT "vehicle_id", "make_id", "model_id", "condition_id", "fuel_type_id",
		"vehicle_type_id", "transmission_id", "city_id", "price", "yom", "mileage", "created_at", "expires_at",
		"placement", "package", "title", "card_image", "title_document", "document", "seller_phone_verified",
		"band_low", "band_median", "band_high", "confirmed_at"
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
--> statement-breakpoint
-- A band written or recomputed: the ad's search row follows in the same transaction.
CREATE FUNCTION "vehicle_price_bands_sync_listing_search"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM "listing_search_upsert"(ARRAY(SELECT n."vehicle_id" FROM "new_bands" n));
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "vehicle_price_bands_sync_listing_search_on_insert" AFTER INSERT ON "vehicle_price_bands"
	REFERENCING NEW TABLE AS "new_bands"
	FOR EACH STATEMENT EXECUTE FUNCTION "vehicle_price_bands_sync_listing_search"();
--> statement-breakpoint
CREATE TRIGGER "vehicle_price_bands_sync_listing_search_on_update" AFTER UPDATE ON "vehicle_price_bands"
	REFERENCING NEW TABLE AS "new_bands"
	FOR EACH STATEMENT EXECUTE FUNCTION "vehicle_price_bands_sync_listing_search"();
--> statement-breakpoint
-- "Listed in the last 7 days" and "confirmed this week" walk these.
CREATE INDEX "listing_search_confirmed_idx" ON "listing_search" USING btree ("confirmed_at","vehicle_id")
	WHERE "listing_search"."confirmed_at" IS NOT NULL;
--> statement-breakpoint
-- The price history (issue 37) is every price a live ad has had: a rise is kept as a drop is
-- (decision 133; migration 0011 kept drops only). Readers that speak of drops pick them out
-- (priceDropsOf).
DROP TRIGGER "vehicles_record_price_drop" ON "vehicles";--> statement-breakpoint
CREATE TRIGGER "vehicles_record_price_change" AFTER UPDATE OF "price" ON "vehicles"
	FOR EACH ROW WHEN (NEW."price" <> OLD."price" AND NEW."status" = 'active')
	EXECUTE FUNCTION "vehicles_record_price_drop"();
--> statement-breakpoint
-- The price band and the offer insight of each car given (decision 133, MARKET_RULES), in one
-- home: the job's refresh and the sell wizard's band both read it. A car is given by its id (an
-- ad never counts as its own comparable; 0 for a car being entered), make, model, year of
-- manufacture and mileage. Comparables: the same make and catalogue model, yom within 1, mileage
-- within 30% (never narrower than 20,000), not held, live at `at` or sold in the 365 days before
-- it, at their sold price when known. The band is the 10th, 50th and 90th percentiles of at least
-- 10 of them; the offer insight the 25th and 75th percentiles of accepted offer / asking price of
-- at least 10 offers accepted on them in the 365 days before `at` (the asking price is the ad's
-- price now: an offer does not keep the price it was made against). Below either threshold its
-- columns are null: never a guess.
CREATE FUNCTION "market_price_bands_of"("ids" integer[], "make_ids" integer[], "model_ids" integer[],
	"yoms" integer[], "mileages" integer[], "at" timestamptz)
	RETURNS TABLE ("vehicle_id" integer, "low" numeric, "median" numeric, "high" numeric,
		"comparables" integer, "offer_low_pct" smallint, "offer_high_pct" smallint, "accepted_offers" integer)
	LANGUAGE sql STABLE AS $$
	WITH "target" AS MATERIALIZED (
		-- A model is one make's (the catalogue's): a car whose model is not its make's has none.
		SELECT t."id", t."model_id", t."yom", t."mileage",
			t."mileage" - greatest(t."mileage" * 3 / 10, 20000) AS "mileage_from",
			t."mileage" + greatest(t."mileage" * 3 / 10, 20000) AS "mileage_to"
		FROM unnest("ids", "make_ids", "model_ids", "yoms", "mileages") AS t("id", "make_id", "model_id", "yom", "mileage")
		WHERE EXISTS (SELECT 1 FROM "vehicle_models" m WHERE m."id" = t."model_id" AND m."make_id" = t."make_id")
	), "comparable" AS MATERIALIZED (
		-- Per year, the 30 nearest in mileage at or above the car's and the 30 nearest below it
		-- (MARKET_RULES.nearestPerSide): each an index range read in mileage order that stops
		-- there, so a car's work is bounded however crowded its model is.
		SELECT t."id" AS "target_id", c."id", c."value", c."asking"
		FROM "target" t
		CROSS JOIN LATERAL generate_series(t."yom" - 1, t."yom" + 1) AS y("yom")
		CROSS JOIN LATERAL (
			(SELECT v."id", coalesce(v."sold_price", v."price") AS "value", v."price" AS "asking"
			FROM "vehicles" v
			WHERE v."model_id" = t."model_id" AND v."yom" = y."yom"
				AND v."mileage" >= t."mileage" AND v."mileage" <= t."mileage_to"
				AND v."status" IN ('active', 'sold') AND v."id" <> t."id" AND v."held_for" IS NULL
				AND ((v."status" = 'active' AND v."expires_at" > "at")
					OR (v."status" = 'sold' AND v."sold_at" > "at" - interval '365 days' AND v."sold_at" <= "at"))
			ORDER BY v."mileage" LIMIT 30)
			UNION ALL
			(SELECT v."id", coalesce(v."sold_price", v."price"), v."price"
			FROM "vehicles" v
			WHERE v."model_id" = t."model_id" AND v."yom" = y."yom"
				AND v."mileage" < t."mileage" AND v."mileage" >= t."mileage_from"
				AND v."status" IN ('active', 'sold') AND v."id" <> t."id" AND v."held_for" IS NULL
				AND ((v."status" = 'active' AND v."expires_at" > "at")
					OR (v."status" = 'sold' AND v."sold_at" > "at" - interval '365 days' AND v."sold_at" <= "at"))
			ORDER BY v."mileage" DESC LIMIT 30)
		) c
	), "band" AS (
		SELECT "target_id", count(*)::int AS "n",
			percentile_cont(ARRAY[0.1, 0.5, 0.9]) WITHIN GROUP (ORDER BY "value") AS "p"
		FROM "comparable" GROUP BY "target_id"
	), "offer" AS (
		SELECT cm."target_id", count(*)::int AS "n",
			percentile_cont(ARRAY[0.25, 0.75]) WITHIN GROUP (ORDER BY o."amount" / cm."asking") AS "p"
		FROM "comparable" cm JOIN "offers" o ON o."vehicle_id" = cm."id"
		WHERE o."state" = 'accepted' AND o."responded_at" > "at" - interval '365 days'
			AND o."responded_at" <= "at" AND cm."asking" > 0
		GROUP BY cm."target_id"
	)
	SELECT t."id",
		CASE WHEN b."n" >= 10 THEN round(b."p"[1]::numeric, 2) END,
		CASE WHEN b."n" >= 10 THEN round(b."p"[2]::numeric, 2) END,
		CASE WHEN b."n" >= 10 THEN round(b."p"[3]::numeric, 2) END,
		coalesce(b."n", 0),
		CASE WHEN o."n" >= 10 THEN round(100 * o."p"[1])::smallint END,
		CASE WHEN o."n" >= 10 THEN round(100 * o."p"[2])::smallint END,
		coalesce(o."n", 0)
	FROM unnest("ids") AS t("id") LEFT JOIN "band" b ON b."target_id" = t."id"
		LEFT JOIN "offer" o ON o."target_id" = t."id";
$$;
--> statement-breakpoint
-- The `market.bands` job's statement: the bands of the live ads (active, not held, within their
-- validity, with a catalogue model) of `vehicle_ids`, or of all, written to vehicle_price_bands.
-- The nightly run gives a few thousand ids per statement: one statement over a million ads would
-- sort every ad's comparables at once, on disk. Only rows that change are written, so a quiet
-- night's run leaves search's rows (the band trigger above) alone. Returns how many rows it wrote.
CREATE FUNCTION "market_price_bands_refresh"("vehicle_ids" integer[] DEFAULT NULL,
	"at" timestamptz DEFAULT now())
	RETURNS integer LANGUAGE sql AS $$
	WITH "chosen" AS (
		-- Every ad, or the ids given read by primary key: `id = ANY (ids)` beside an OR would
		-- compare every ad with every id given.
		SELECT v."id", v."make_id", v."model_id", v."yom", v."mileage", v."status", v."held_for",
			v."expires_at"
		FROM "vehicles" v WHERE "vehicle_ids" IS NULL
		UNION ALL
		SELECT v."id", v."make_id", v."model_id", v."yom", v."mileage", v."status", v."held_for",
			v."expires_at"
		FROM unnest("vehicle_ids") AS i("id") JOIN "vehicles" v ON v."id" = i."id"
	), "live" AS (
		SELECT array_agg(v."id") AS "ids", array_agg(v."make_id") AS "make_ids",
			array_agg(v."model_id") AS "model_ids", array_agg(v."yom") AS "yoms",
			array_agg(v."mileage") AS "mileages"
		FROM "chosen" v
		WHERE v."status" = 'active' AND v."held_for" IS NULL AND v."expires_at" > "at"
			AND v."model_id" IS NOT NULL
	), "written" AS (
		INSERT INTO "vehicle_price_bands" AS pb ("vehicle_id", "low", "median", "high", "comparables",
			"offer_low_pct", "offer_high_pct", "accepted_offers", "computed_at")
		SELECT b.*, "at" FROM "live" l,
			"market_price_bands_of"(l."ids", l."make_ids", l."model_ids", l."yoms", l."mileages", "at") b
		WHERE l."ids" IS NOT NULL
		ON CONFLICT ("vehicle_id") DO UPDATE SET
			"low" = excluded."low", "median" = excluded."median", "high" = excluded."high",
			"comparables" = excluded."comparables", "offer_low_pct" = excluded."offer_low_pct",
			"offer_high_pct" = excluded."offer_high_pct", "accepted_offers" = excluded."accepted_offers",
			"computed_at" = excluded."computed_at"
		WHERE (pb."low", pb."median", pb."high", pb."comparables", pb."offer_low_pct",
			pb."offer_high_pct", pb."accepted_offers")
			IS DISTINCT FROM (excluded."low", excluded."median", excluded."high", excluded."comparables",
			excluded."offer_low_pct", excluded."offer_high_pct", excluded."accepted_offers")
		RETURNING 1
	)
	SELECT count(*)::int FROM "written";
$$;
--> statement-breakpoint
-- A model belongs to one make, but the planner takes `make_id = …` and `model_id = …` as
-- independent and expects a model's lane of search (decision 050) to hold a quarter of its
-- ads. At 1M live ads that made it sort whole lanes for a price order instead of reading the
-- price index backwards: 140–240 ms for "bat" or "hyb" as you type, sorted by price, and 46 ms
-- at most with these statistics (docs/benchmarks.md, issue 37).
CREATE STATISTICS "listing_search_make_model" (dependencies) ON "make_id", "model_id" FROM "listing_search";
