-- Other names of the reference rows and models that a search keyword may use: Sinhala and Tamil
-- script names and the usual English spellings (docs/decisions/120-search-in-three-scripts.md).
-- The seed (packages/db/src/seed/reference-synonyms.ts) inserts the missing ones at every start.
CREATE TABLE "search_synonyms" (
	"kind" text NOT NULL,
	"reference_id" integer NOT NULL,
	"synonym" text NOT NULL,
	CONSTRAINT "search_synonyms_kind_reference_id_synonym_pk" PRIMARY KEY("kind","reference_id","synonym"),
	CONSTRAINT "search_synonyms_kind_check" CHECK ("search_synonyms"."kind" in ('make', 'model', 'city', 'fuelType', 'transmission', 'condition', 'vehicleType'))
);
