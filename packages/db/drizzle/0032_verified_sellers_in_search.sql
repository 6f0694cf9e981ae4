-- Search's rows carry whether the seller's phone is verified (issue 36,
-- docs/decisions/132-verified-sellers-in-search.md): the "Verified sellers" filter
-- (verifiedOnly=true) and the cards' `phoneVerified` read it from listing_search. Like every other
-- column of search it is kept by triggers in the same transaction as the write that changes it
-- (decision 050): the ad's own write through listing_search_source, the seller's verification
-- (or a change of number, which unverifies) through a trigger on users. No answer is ever stale.
ALTER TABLE "listing_search" ADD COLUMN "seller_phone_verified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- The new column comes last, as it does in the table, so `SELECT *` of the view fills it.
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
			AS "seller_phone_verified"
	FROM "vehicles" v
	WHERE v."status" = 'active' AND v."held_for" IS NULL;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "listing_search_upsert"("ids" integer[]) RETURNS void LANGUAGE sql AS $$
	INSERT INTO "listing_search" AS s ("vehicle_id", "make_id", "model_id", "condition_id", "fuel_type_id",
		"vehicle_type_id", "transmission_id", "city_id", "price", "yom", "mileage", "created_at", "expires_at",
		"placement", "package", "title", "card_image", "title_document", "document", "seller_phone_verified")
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
		"seller_phone_verified" = excluded."seller_phone_verified"
	-- A write that changes nothing search reads (a view, a note) writes no search row.
	WHERE (s."make_id", s."model_id", s."condition_id", s."fuel_type_id", s."vehicle_type_id",
		s."transmission_id", s."city_id", s."price", s."yom", s."mileage", s."created_at", s."expires_at",
		s."placement", s."title", s."card_image", s."document", s."seller_phone_verified")
		IS DISTINCT FROM
		(excluded."make_id", excluded."model_id", excluded."condition_id", excluded."fuel_type_id",
		excluded."vehicle_type_id", excluded."transmission_id", excluded."city_id", excluded."price",
		excluded."yom", excluded."mileage", excluded."created_at", excluded."expires_at",
		excluded."placement", excluded."title", excluded."card_image", excluded."document",
		excluded."seller_phone_verified");
$$;
--> statement-breakpoint
-- The seed's rebuild names its columns, so the view and the table can never pair them wrongly.
CREATE OR REPLACE FUNCTION "listing_search_rebuild"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	ALTER TABLE "listing_search" DISABLE TRIGGER USER;
	DELETE FROM "listing_search";
	INSERT INTO "listing_search" ("vehicle_id", "make_id", "model_id", "condition_id", "fuel_type_id",
		"vehicle_type_id", "transmission_id", "city_id", "price", "yom", "mileage", "created_at", "expires_at",
		"placement", "package", "title", "card_image", "title_document", "document", "seller_phone_verified")
		SELECT "vehicle_id", "make_id", "model_id", "condition_id", "fuel_type_id",
		"vehicle_type_id", "transmission_id", "city_id", "price", "yom", "mileage", "created_at", "expires_at",
		"placement", "package", "title", "card_image", "title_document", "document", "seller_phone_verified"
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
-- A seller verifies (or changes their number, which unverifies): their live ads' rows follow in
-- the same transaction. A statement trigger with transition tables, like search's others, so a
-- bulk update costs one statement; PostgreSQL allows no column list with transition tables, so
-- the rows whose verification did not change (a login, a new name) are filtered here, and
-- update nothing.
CREATE FUNCTION "users_sync_listing_search"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "listing_search" s SET "seller_phone_verified" = (n."phone_verified_at" IS NOT NULL)
		FROM "new_users" n JOIN "old_users" o ON o."id" = n."id", "vehicles" v
		WHERE (o."phone_verified_at" IS NULL) <> (n."phone_verified_at" IS NULL)
			AND v."user_id" = n."id" AND s."vehicle_id" = v."id"
			AND s."seller_phone_verified" <> (n."phone_verified_at" IS NOT NULL);
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "users_sync_listing_search" AFTER UPDATE ON "users"
	REFERENCING OLD TABLE AS "old_users" NEW TABLE AS "new_users"
	FOR EACH STATEMENT EXECUTE FUNCTION "users_sync_listing_search"();
--> statement-breakpoint
-- "Verified sellers" in the relevance order (the search page's default): the page is a walk of
-- this index, and a search of few verified ads reads them all through it (decision 132).
CREATE INDEX "listing_search_verified_idx" ON "listing_search" USING btree ("placement","created_at","vehicle_id")
	INCLUDE ("expires_at") WHERE "listing_search"."seller_phone_verified";
--> statement-breakpoint
-- The sellers who verified before this migration ran.
UPDATE "listing_search" s SET "seller_phone_verified" = true FROM "vehicles" v, "users" u
	WHERE s."vehicle_id" = v."id" AND u."id" = v."user_id" AND u."phone_verified_at" IS NOT NULL;
