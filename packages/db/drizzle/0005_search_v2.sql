-- Search v2 (docs/decisions/050-search-v2.md): a model catalogue linked to ads, and search's own
-- table of live ads (listing_search) with covering sort indexes, make- and model-led copies and a
-- count table (listing_counts), all kept by triggers in the transaction that changes an ad, so no
-- search, count or list is ever stale. The vehicles' own search columns and indexes go.
CREATE TABLE "listing_counts" (
	"make_id" integer NOT NULL,
	"model_id" integer NOT NULL,
	"condition_id" integer NOT NULL,
	"fuel_type_id" integer NOT NULL,
	"vehicle_type_id" integer NOT NULL,
	"transmission_id" integer NOT NULL,
	"city_id" integer NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "listing_counts_make_id_model_id_condition_id_fuel_type_id_vehicle_type_id_transmission_id_city_id_pk" PRIMARY KEY("make_id","model_id","condition_id","fuel_type_id","vehicle_type_id","transmission_id","city_id")
);
--> statement-breakpoint
CREATE TABLE "listing_search" (
	"vehicle_id" integer PRIMARY KEY NOT NULL,
	"make_id" integer NOT NULL,
	"model_id" integer NOT NULL,
	"condition_id" integer NOT NULL,
	"fuel_type_id" integer NOT NULL,
	"vehicle_type_id" integer NOT NULL,
	"transmission_id" integer NOT NULL,
	"city_id" integer NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"yom" integer NOT NULL,
	"mileage" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"placement" integer NOT NULL,
	"package" "package_name" NOT NULL,
	"title" text NOT NULL,
	"card_image" jsonb,
	"title_document" "tsvector" NOT NULL,
	"document" "tsvector" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicle_models" (
	"id" serial PRIMARY KEY NOT NULL,
	"make_id" integer NOT NULL,
	"name" text NOT NULL,
	"name_key" text GENERATED ALWAYS AS (lower(regexp_replace("vehicle_models"."name", '[^[:alnum:]]+', '', 'g'))) STORED NOT NULL
);
--> statement-breakpoint
DROP INDEX "vehicles_search_document_idx";--> statement-breakpoint
DROP INDEX "vehicles_search_text_trgm_idx";--> statement-breakpoint
DROP INDEX "vehicles_live_price_idx";--> statement-breakpoint
DROP INDEX "vehicles_live_created_idx";--> statement-breakpoint
DROP INDEX "vehicles_live_mileage_idx";--> statement-breakpoint
DROP INDEX "vehicles_live_placement_idx";--> statement-breakpoint
DROP INDEX "vehicles_live_expires_idx";--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "model_id" integer;--> statement-breakpoint
ALTER TABLE "listing_search" ADD CONSTRAINT "listing_search_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_models" ADD CONSTRAINT "vehicle_models_make_id_vehicle_makes_id_fk" FOREIGN KEY ("make_id") REFERENCES "public"."vehicle_makes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listing_search_placement_idx" ON "listing_search" USING btree ("placement","created_at","vehicle_id") INCLUDE ("expires_at", "make_id", "model_id", "condition_id", "fuel_type_id", "vehicle_type_id", "transmission_id", "city_id", "price", "yom", "mileage");--> statement-breakpoint
CREATE INDEX "listing_search_price_idx" ON "listing_search" USING btree ("price","vehicle_id") INCLUDE ("expires_at", "make_id", "model_id", "condition_id", "fuel_type_id", "vehicle_type_id", "transmission_id", "city_id", "price", "yom", "mileage");--> statement-breakpoint
CREATE INDEX "listing_search_created_idx" ON "listing_search" USING btree ("created_at","vehicle_id") INCLUDE ("expires_at", "make_id", "model_id", "condition_id", "fuel_type_id", "vehicle_type_id", "transmission_id", "city_id", "price", "yom", "mileage");--> statement-breakpoint
CREATE INDEX "listing_search_mileage_idx" ON "listing_search" USING btree ("mileage","vehicle_id") INCLUDE ("expires_at", "make_id", "model_id", "condition_id", "fuel_type_id", "vehicle_type_id", "transmission_id", "city_id", "price", "yom", "mileage");--> statement-breakpoint
CREATE INDEX "listing_search_yom_idx" ON "listing_search" USING btree ("yom","vehicle_id") INCLUDE ("expires_at", "make_id", "model_id", "condition_id", "fuel_type_id", "vehicle_type_id", "transmission_id", "city_id", "price", "yom", "mileage");--> statement-breakpoint
CREATE INDEX "listing_search_make_placement_idx" ON "listing_search" USING btree ("make_id","placement","created_at","vehicle_id") INCLUDE ("expires_at", "make_id", "model_id", "condition_id", "fuel_type_id", "vehicle_type_id", "transmission_id", "city_id", "price", "yom", "mileage");--> statement-breakpoint
CREATE INDEX "listing_search_make_price_idx" ON "listing_search" USING btree ("make_id","price","vehicle_id") INCLUDE ("expires_at", "make_id", "model_id", "condition_id", "fuel_type_id", "vehicle_type_id", "transmission_id", "city_id", "price", "yom", "mileage");--> statement-breakpoint
CREATE INDEX "listing_search_make_created_idx" ON "listing_search" USING btree ("make_id","created_at","vehicle_id") INCLUDE ("expires_at", "make_id", "model_id", "condition_id", "fuel_type_id", "vehicle_type_id", "transmission_id", "city_id", "price", "yom", "mileage");--> statement-breakpoint
CREATE INDEX "listing_search_make_mileage_idx" ON "listing_search" USING btree ("make_id","mileage","vehicle_id") INCLUDE ("expires_at", "make_id", "model_id", "condition_id", "fuel_type_id", "vehicle_type_id", "transmission_id", "city_id", "price", "yom", "mileage");--> statement-breakpoint
CREATE INDEX "listing_search_model_placement_idx" ON "listing_search" USING btree ("model_id","placement","created_at","vehicle_id") INCLUDE ("expires_at", "make_id", "model_id", "condition_id", "fuel_type_id", "vehicle_type_id", "transmission_id", "city_id", "price", "yom", "mileage");--> statement-breakpoint
CREATE INDEX "listing_search_model_price_idx" ON "listing_search" USING btree ("model_id","price","vehicle_id") INCLUDE ("expires_at", "make_id", "model_id", "condition_id", "fuel_type_id", "vehicle_type_id", "transmission_id", "city_id", "price", "yom", "mileage");--> statement-breakpoint
CREATE INDEX "listing_search_model_created_idx" ON "listing_search" USING btree ("model_id","created_at","vehicle_id") INCLUDE ("expires_at", "make_id", "model_id", "condition_id", "fuel_type_id", "vehicle_type_id", "transmission_id", "city_id", "price", "yom", "mileage");--> statement-breakpoint
CREATE INDEX "listing_search_model_mileage_idx" ON "listing_search" USING btree ("model_id","mileage","vehicle_id") INCLUDE ("expires_at", "make_id", "model_id", "condition_id", "fuel_type_id", "vehicle_type_id", "transmission_id", "city_id", "price", "yom", "mileage");--> statement-breakpoint
CREATE INDEX "listing_search_city_idx" ON "listing_search" USING btree ("city_id");--> statement-breakpoint
CREATE INDEX "listing_search_fuel_type_idx" ON "listing_search" USING btree ("fuel_type_id");--> statement-breakpoint
CREATE INDEX "listing_search_vehicle_type_idx" ON "listing_search" USING btree ("vehicle_type_id");--> statement-breakpoint
CREATE INDEX "listing_search_transmission_idx" ON "listing_search" USING btree ("transmission_id");--> statement-breakpoint
CREATE INDEX "listing_search_condition_idx" ON "listing_search" USING btree ("condition_id");--> statement-breakpoint
CREATE INDEX "listing_search_document_idx" ON "listing_search" USING gin ("document");--> statement-breakpoint
CREATE INDEX "listing_search_title_document_idx" ON "listing_search" USING gin ("title_document");--> statement-breakpoint
CREATE INDEX "listing_search_expires_idx" ON "listing_search" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicle_models_make_key_idx" ON "vehicle_models" USING btree ("make_id","name_key");--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_model_id_vehicle_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."vehicle_models"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" DROP COLUMN "search_document";--> statement-breakpoint
ALTER TABLE "vehicles" DROP COLUMN "title_document";
--> statement-breakpoint
-- The catalogue's key of a model name: lower case, letters and digits only.
CREATE FUNCTION "vehicle_model_key"("name" text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
	RETURN lower(regexp_replace("name", '[^[:alnum:]]+', '', 'g'));
--> statement-breakpoint
-- The catalogue model of a make that a typed model names: the same name (case, spaces and
-- punctuation ignored); else the longest catalogue name it ends with ("Corolla Axio" is an
-- Axio); else the longest it starts with ("Aqua Crossover" is an Aqua). Null when none.
CREATE FUNCTION "vehicle_model_of"("make" integer, "typed" text) RETURNS integer LANGUAGE sql STABLE AS $$
	SELECT m."id" FROM "vehicle_models" m, (SELECT "vehicle_model_key"("typed") AS "k") t
	WHERE m."make_id" = "make" AND length(m."name_key") >= 2
		AND (t."k" = m."name_key" OR t."k" LIKE '%' || m."name_key" OR t."k" LIKE m."name_key" || '%')
	ORDER BY t."k" = m."name_key" DESC, t."k" LIKE '%' || m."name_key" DESC, length(m."name_key") DESC
	LIMIT 1;
$$;
--> statement-breakpoint
-- Links an ad to the catalogue model its text names.
CREATE FUNCTION "vehicles_link_model"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	NEW."model_id" := "vehicle_model_of"(NEW."make_id", NEW."model");
	RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "vehicles_link_model_on_insert" BEFORE INSERT ON "vehicles"
	FOR EACH ROW WHEN (NEW."model_id" IS NULL) EXECUTE FUNCTION "vehicles_link_model"();
--> statement-breakpoint
CREATE TRIGGER "vehicles_link_model_on_update" BEFORE UPDATE OF "model", "make_id" ON "vehicles"
	FOR EACH ROW WHEN (OLD."model" IS DISTINCT FROM NEW."model" OR OLD."make_id" IS DISTINCT FROM NEW."make_id")
	EXECUTE FUNCTION "vehicles_link_model"();
--> statement-breakpoint
-- An ad's search row, from its vehicles row: filters, sort keys, stripped documents and card.
CREATE VIEW "listing_search_source" AS
	SELECT v."id" AS "vehicle_id", v."make_id", coalesce(v."model_id", 0) AS "model_id", v."condition_id", v."fuel_type_id",
		v."vehicle_type_id", v."transmission_id", v."city_id", v."price", v."yom", v."mileage", v."created_at",
		v."expires_at", CASE v."package" WHEN 'vip' THEN 2 WHEN 'featured' THEN 1 ELSE 0 END AS "placement",
		v."package", v."title",
		(SELECT m."variants" FROM "vehicle_media" m WHERE m."vehicle_id" = v."id" AND m."kind" = 'image'
			ORDER BY m."position" LIMIT 1) AS "card_image",
		strip(to_tsvector('english'::regconfig, v."title" || ' ' || v."make_name" || ' ' || v."model"))
			AS "title_document",
		strip(to_tsvector('english'::regconfig,
			v."title" || ' ' || v."make_name" || ' ' || v."model" || ' ' || v."description")) AS "document"
	FROM "vehicles" v
	WHERE v."status" = 'active';
--> statement-breakpoint
-- Writes the search rows of the given live ads (the rows of ads that are not live are deleted
-- by the caller).
CREATE FUNCTION "listing_search_upsert"("ids" integer[]) RETURNS void LANGUAGE sql AS $$
	INSERT INTO "listing_search" AS s ("vehicle_id", "make_id", "model_id", "condition_id", "fuel_type_id",
		"vehicle_type_id", "transmission_id", "city_id", "price", "yom", "mileage", "created_at", "expires_at",
		"placement", "package", "title", "card_image", "title_document", "document")
	SELECT * FROM "listing_search_source" src WHERE src."vehicle_id" = ANY ("ids")
	ON CONFLICT ("vehicle_id") DO UPDATE SET
		"make_id" = excluded."make_id", "model_id" = excluded."model_id",
		"condition_id" = excluded."condition_id", "fuel_type_id" = excluded."fuel_type_id",
		"vehicle_type_id" = excluded."vehicle_type_id", "transmission_id" = excluded."transmission_id",
		"city_id" = excluded."city_id", "price" = excluded."price", "yom" = excluded."yom",
		"mileage" = excluded."mileage", "created_at" = excluded."created_at",
		"expires_at" = excluded."expires_at", "placement" = excluded."placement",
		"package" = excluded."package", "title" = excluded."title", "card_image" = excluded."card_image",
		"title_document" = excluded."title_document", "document" = excluded."document"
	-- A write that changes nothing search reads (a view, a note) writes no search row.
	WHERE (s."make_id", s."model_id", s."condition_id", s."fuel_type_id", s."vehicle_type_id",
		s."transmission_id", s."city_id", s."price", s."yom", s."mileage", s."created_at", s."expires_at",
		s."placement", s."title", s."card_image", s."document")
		IS DISTINCT FROM
		(excluded."make_id", excluded."model_id", excluded."condition_id", excluded."fuel_type_id",
		excluded."vehicle_type_id", excluded."transmission_id", excluded."city_id", excluded."price",
		excluded."yom", excluded."mileage", excluded."created_at", excluded."expires_at",
		excluded."placement", excluded."title", excluded."card_image", excluded."document");
$$;
--> statement-breakpoint
-- Statement triggers with transition tables: a bulk insert of thousands of ads costs one
-- INSERT ... SELECT, and the search row changes in the same transaction as the ad.
CREATE FUNCTION "vehicles_sync_listing_search"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM "listing_search" s USING "changed_vehicles" c
		WHERE s."vehicle_id" = c."id" AND c."status" <> 'active';
	PERFORM "listing_search_upsert"(ARRAY(SELECT c."id" FROM "changed_vehicles" c WHERE c."status" = 'active'));
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "vehicles_sync_listing_search_on_insert" AFTER INSERT ON "vehicles"
	REFERENCING NEW TABLE AS "changed_vehicles"
	FOR EACH STATEMENT EXECUTE FUNCTION "vehicles_sync_listing_search"();
--> statement-breakpoint
CREATE TRIGGER "vehicles_sync_listing_search_on_update" AFTER UPDATE ON "vehicles"
	REFERENCING NEW TABLE AS "changed_vehicles"
	FOR EACH STATEMENT EXECUTE FUNCTION "vehicles_sync_listing_search"();
--> statement-breakpoint
-- The card's photo follows the ad's first image.
CREATE FUNCTION "vehicle_media_sync_card_image"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "listing_search" s SET "card_image" = (SELECT m."variants" FROM "vehicle_media" m
			WHERE m."vehicle_id" = s."vehicle_id" AND m."kind" = 'image' ORDER BY m."position" LIMIT 1)
		WHERE s."vehicle_id" IN (SELECT DISTINCT c."vehicle_id" FROM "changed_media" c);
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "vehicle_media_sync_card_image_on_insert" AFTER INSERT ON "vehicle_media"
	REFERENCING NEW TABLE AS "changed_media"
	FOR EACH STATEMENT EXECUTE FUNCTION "vehicle_media_sync_card_image"();
--> statement-breakpoint
CREATE TRIGGER "vehicle_media_sync_card_image_on_update" AFTER UPDATE ON "vehicle_media"
	REFERENCING NEW TABLE AS "changed_media"
	FOR EACH STATEMENT EXECUTE FUNCTION "vehicle_media_sync_card_image"();
--> statement-breakpoint
CREATE TRIGGER "vehicle_media_sync_card_image_on_delete" AFTER DELETE ON "vehicle_media"
	REFERENCING OLD TABLE AS "changed_media"
	FOR EACH STATEMENT EXECUTE FUNCTION "vehicle_media_sync_card_image"();
--> statement-breakpoint
-- listing_counts follows listing_search: one upsert per filter combination whose number changed
-- (an update that moves no ad between combinations writes nothing).
CREATE FUNCTION "listing_counts_on_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "listing_counts" AS t
		SELECT "make_id", "model_id", "condition_id", "fuel_type_id", "vehicle_type_id", "transmission_id", "city_id", sum("n")::int FROM (SELECT "make_id", "model_id", "condition_id", "fuel_type_id", "vehicle_type_id", "transmission_id", "city_id", 1 AS "n" FROM "added_rows") d
		GROUP BY "make_id", "model_id", "condition_id", "fuel_type_id", "vehicle_type_id", "transmission_id", "city_id" HAVING sum("n") <> 0 ORDER BY "make_id", "model_id", "condition_id", "fuel_type_id", "vehicle_type_id", "transmission_id", "city_id"
		ON CONFLICT ("make_id", "model_id", "condition_id", "fuel_type_id", "vehicle_type_id", "transmission_id", "city_id")
		DO UPDATE SET "count" = t."count" + excluded."count";
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "listing_counts_on_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "listing_counts" AS t
		SELECT "make_id", "model_id", "condition_id", "fuel_type_id", "vehicle_type_id", "transmission_id", "city_id", sum("n")::int FROM (SELECT "make_id", "model_id", "condition_id", "fuel_type_id", "vehicle_type_id", "transmission_id", "city_id", -1 AS "n" FROM "removed_rows") d
		GROUP BY "make_id", "model_id", "condition_id", "fuel_type_id", "vehicle_type_id", "transmission_id", "city_id" HAVING sum("n") <> 0 ORDER BY "make_id", "model_id", "condition_id", "fuel_type_id", "vehicle_type_id", "transmission_id", "city_id"
		ON CONFLICT ("make_id", "model_id", "condition_id", "fuel_type_id", "vehicle_type_id", "transmission_id", "city_id")
		DO UPDATE SET "count" = t."count" + excluded."count";
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "listing_counts_on_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "listing_counts" AS t
		SELECT "make_id", "model_id", "condition_id", "fuel_type_id", "vehicle_type_id", "transmission_id", "city_id", sum("n")::int FROM (SELECT "make_id", "model_id", "condition_id", "fuel_type_id", "vehicle_type_id", "transmission_id", "city_id", -1 AS "n" FROM "removed_rows"
			UNION ALL SELECT "make_id", "model_id", "condition_id", "fuel_type_id", "vehicle_type_id", "transmission_id", "city_id", 1 FROM "added_rows") d
		GROUP BY "make_id", "model_id", "condition_id", "fuel_type_id", "vehicle_type_id", "transmission_id", "city_id" HAVING sum("n") <> 0 ORDER BY "make_id", "model_id", "condition_id", "fuel_type_id", "vehicle_type_id", "transmission_id", "city_id"
		ON CONFLICT ("make_id", "model_id", "condition_id", "fuel_type_id", "vehicle_type_id", "transmission_id", "city_id")
		DO UPDATE SET "count" = t."count" + excluded."count";
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "listing_counts_on_insert" AFTER INSERT ON "listing_search"
	REFERENCING NEW TABLE AS "added_rows"
	FOR EACH STATEMENT EXECUTE FUNCTION "listing_counts_on_insert"();
--> statement-breakpoint
CREATE TRIGGER "listing_counts_on_delete" AFTER DELETE ON "listing_search"
	REFERENCING OLD TABLE AS "removed_rows"
	FOR EACH STATEMENT EXECUTE FUNCTION "listing_counts_on_delete"();
--> statement-breakpoint
CREATE TRIGGER "listing_counts_on_update" AFTER UPDATE ON "listing_search"
	REFERENCING OLD TABLE AS "removed_rows" NEW TABLE AS "added_rows"
	FOR EACH STATEMENT EXECUTE FUNCTION "listing_counts_on_update"();
--> statement-breakpoint
-- Rebuilds search's tables from the ads in set-based statements: the end of this migration, and
-- the demo seeder after a bulk load with the per-statement triggers switched off.
CREATE FUNCTION "listing_search_rebuild"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	ALTER TABLE "listing_search" DISABLE TRIGGER USER;
	DELETE FROM "listing_search";
	INSERT INTO "listing_search" SELECT * FROM "listing_search_source";
	DELETE FROM "listing_counts";
	INSERT INTO "listing_counts" SELECT "make_id", "model_id", "condition_id", "fuel_type_id", "vehicle_type_id", "transmission_id", "city_id", count(*)::int
		FROM "listing_search" GROUP BY "make_id", "model_id", "condition_id", "fuel_type_id", "vehicle_type_id", "transmission_id", "city_id";
	ALTER TABLE "listing_search" ENABLE TRIGGER USER;
END
$$;
--> statement-breakpoint
SELECT "listing_search_rebuild"();
