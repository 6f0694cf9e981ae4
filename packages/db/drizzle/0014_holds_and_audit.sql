CREATE TYPE "public"."listing_hold" AS ENUM('reports', 'suspension');--> statement-breakpoint
CREATE TABLE "staff_actions" (
	"id" serial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"staff_id" integer NOT NULL,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" integer NOT NULL,
	"reason" text
);
--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "held_for" "listing_hold";--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "held_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "staff_actions" ADD CONSTRAINT "staff_actions_staff_id_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_actions_at_idx" ON "staff_actions" USING btree ("at","id");--> statement-breakpoint
CREATE INDEX "staff_actions_target_idx" ON "staff_actions" USING btree ("target_type","target_id");--> statement-breakpoint
-- hand-written
-- A held ad (reported by three people, or its seller suspended) is not live: search keeps only
-- active ads that are not held (decision 099). Same columns as migration 0005's view.
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
			v."title" || ' ' || v."make_name" || ' ' || v."model" || ' ' || v."description")) AS "document"
	FROM "vehicles" v
	WHERE v."status" = 'active' AND v."held_for" IS NULL;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "vehicles_sync_listing_search"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM "listing_search" s USING "changed_vehicles" c
		WHERE s."vehicle_id" = c."id" AND (c."status" <> 'active' OR c."held_for" IS NOT NULL);
	PERFORM "listing_search_upsert"(ARRAY(SELECT c."id" FROM "changed_vehicles" c
		WHERE c."status" = 'active' AND c."held_for" IS NULL));
	RETURN NULL;
END
$$;
--> statement-breakpoint
-- The audit log is never edited.
CREATE FUNCTION "staff_actions_read_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'staff_actions is an audit log: its entries are never changed or deleted';
END
$$;
--> statement-breakpoint
CREATE TRIGGER "staff_actions_read_only" BEFORE UPDATE OR DELETE ON "staff_actions"
	FOR EACH ROW EXECUTE FUNCTION "staff_actions_read_only"();
