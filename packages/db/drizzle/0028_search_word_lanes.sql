-- Which makes, models and conditions have live ads with each word of search's documents, and in
-- their titles
-- (docs/decisions/121-search-that-never-stalls.md): a text search that cannot fill its page from a
-- short walk walks only the ads of the makes and models that can hold its matches. Kept by
-- statement triggers on listing_search in the same transaction, like listing_counts; a write that
-- changes no word and no make or model writes nothing. Lexemes sort bytewise, so a prefix is a
-- range of the primary key.
CREATE TABLE "listing_words" (
	"lexeme" text COLLATE "C" NOT NULL,
	"make_id" integer NOT NULL,
	"model_id" integer NOT NULL,
	"condition_id" integer NOT NULL,
	"count" integer NOT NULL,
	"in_title" integer NOT NULL,
	CONSTRAINT "listing_words_lexeme_make_id_model_id_condition_id_pk" PRIMARY KEY("lexeme","make_id","model_id","condition_id")
);
--> statement-breakpoint
INSERT INTO "listing_words" SELECT "lexeme", "make_id", "model_id", "condition_id", sum("n")::int, sum("t")::int FROM (
	SELECT w."lexeme", s."make_id", s."model_id", s."condition_id", 1 AS "n", 0 AS "t" FROM "listing_search" s, unnest(s."document") w
	UNION ALL SELECT w."lexeme", s."make_id", s."model_id", s."condition_id", 0, 1 FROM "listing_search" s, unnest(s."title_document") w) d
	GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
CREATE FUNCTION "listing_words_on_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "listing_words" AS t
		SELECT "lexeme", "make_id", "model_id", "condition_id", sum("n")::int, sum("t")::int FROM (SELECT w."lexeme", r."make_id", r."model_id", r."condition_id", 1 AS "n", 0 AS "t" FROM "added_rows" r, unnest(r."document") w UNION ALL SELECT w."lexeme", r."make_id", r."model_id", r."condition_id", 0, 1 FROM "added_rows" r, unnest(r."title_document") w) d
		GROUP BY "lexeme", "make_id", "model_id", "condition_id" HAVING sum("n") <> 0 OR sum("t") <> 0 ORDER BY "lexeme", "make_id", "model_id", "condition_id"
		ON CONFLICT ("lexeme", "make_id", "model_id", "condition_id") DO UPDATE SET "count" = t."count" + excluded."count", "in_title" = t."in_title" + excluded."in_title";
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "listing_words_on_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "listing_words" AS t
		SELECT "lexeme", "make_id", "model_id", "condition_id", sum("n")::int, sum("t")::int FROM (SELECT w."lexeme", r."make_id", r."model_id", r."condition_id", -1 AS "n", 0 AS "t" FROM "removed_rows" r, unnest(r."document") w UNION ALL SELECT w."lexeme", r."make_id", r."model_id", r."condition_id", 0, -1 FROM "removed_rows" r, unnest(r."title_document") w) d
		GROUP BY "lexeme", "make_id", "model_id", "condition_id" HAVING sum("n") <> 0 OR sum("t") <> 0 ORDER BY "lexeme", "make_id", "model_id", "condition_id"
		ON CONFLICT ("lexeme", "make_id", "model_id", "condition_id") DO UPDATE SET "count" = t."count" + excluded."count", "in_title" = t."in_title" + excluded."in_title";
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "listing_words_on_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "listing_words" AS t
		SELECT "lexeme", "make_id", "model_id", "condition_id", sum("n")::int, sum("t")::int FROM (SELECT w."lexeme", r."make_id", r."model_id", r."condition_id", -1 AS "n", 0 AS "t" FROM "removed_rows" r, unnest(r."document") w UNION ALL SELECT w."lexeme", r."make_id", r."model_id", r."condition_id", 0, -1 FROM "removed_rows" r, unnest(r."title_document") w UNION ALL SELECT w."lexeme", r."make_id", r."model_id", r."condition_id", 1 AS "n", 0 AS "t" FROM "added_rows" r, unnest(r."document") w UNION ALL SELECT w."lexeme", r."make_id", r."model_id", r."condition_id", 0, 1 FROM "added_rows" r, unnest(r."title_document") w) d
		GROUP BY "lexeme", "make_id", "model_id", "condition_id" HAVING sum("n") <> 0 OR sum("t") <> 0 ORDER BY "lexeme", "make_id", "model_id", "condition_id"
		ON CONFLICT ("lexeme", "make_id", "model_id", "condition_id") DO UPDATE SET "count" = t."count" + excluded."count", "in_title" = t."in_title" + excluded."in_title";
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "listing_words_on_insert" AFTER INSERT ON "listing_search"
	REFERENCING NEW TABLE AS "added_rows"
	FOR EACH STATEMENT EXECUTE FUNCTION "listing_words_on_insert"();
--> statement-breakpoint
CREATE TRIGGER "listing_words_on_delete" AFTER DELETE ON "listing_search"
	REFERENCING OLD TABLE AS "removed_rows"
	FOR EACH STATEMENT EXECUTE FUNCTION "listing_words_on_delete"();
--> statement-breakpoint
CREATE TRIGGER "listing_words_on_update" AFTER UPDATE ON "listing_search"
	REFERENCING OLD TABLE AS "removed_rows" NEW TABLE AS "added_rows"
	FOR EACH STATEMENT EXECUTE FUNCTION "listing_words_on_update"();
--> statement-breakpoint
-- The seed's rebuild after a bulk load fills listing_words too.
CREATE OR REPLACE FUNCTION "listing_search_rebuild"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	ALTER TABLE "listing_search" DISABLE TRIGGER USER;
	DELETE FROM "listing_search";
	INSERT INTO "listing_search" SELECT * FROM "listing_search_source";
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
-- The planner reads the new table through its statistics at once (PGlite has no autovacuum).
ANALYZE "listing_words";
