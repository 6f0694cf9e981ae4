CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_words_word_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
-- Keeps search_words in step with the ads. Statement-level with a transition table, so a bulk
-- insert of thousands of ads adds one INSERT ... SELECT, not one per row.
CREATE FUNCTION "vehicles_collect_search_words"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "search_words" ("word")
	SELECT DISTINCT w
	FROM "changed_vehicles", regexp_split_to_table("changed_vehicles"."search_text", '[^[:alnum:]]+') AS w
	WHERE length(w) BETWEEN 2 AND 40
	ON CONFLICT DO NOTHING;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "vehicles_collect_search_words_on_insert" AFTER INSERT ON "vehicles"
	REFERENCING NEW TABLE AS "changed_vehicles"
	FOR EACH STATEMENT EXECUTE FUNCTION "vehicles_collect_search_words"();
--> statement-breakpoint
CREATE TRIGGER "vehicles_collect_search_words_on_update" AFTER UPDATE ON "vehicles"
	REFERENCING NEW TABLE AS "changed_vehicles"
	FOR EACH STATEMENT EXECUTE FUNCTION "vehicles_collect_search_words"();
--> statement-breakpoint
INSERT INTO "search_words" ("word")
SELECT DISTINCT w
FROM "vehicles", regexp_split_to_table("vehicles"."search_text", '[^[:alnum:]]+') AS w
WHERE length(w) BETWEEN 2 AND 40
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- Counting the live ads that match any filter reads only this index (an index-only scan), never
-- the table: every filter column rides along.
DROP INDEX "vehicles_status_expires_idx";
--> statement-breakpoint
CREATE INDEX "vehicles_status_expires_idx" ON "vehicles" USING btree ("status", "expires_at")
	INCLUDE ("price", "make_id", "condition_id", "fuel_type_id", "vehicle_type_id", "transmission_id", "city_id");
