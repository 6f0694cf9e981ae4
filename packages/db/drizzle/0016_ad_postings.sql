CREATE TABLE "ad_postings" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"vehicle_id" integer,
	"posted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ad_postings" ADD CONSTRAINT "ad_postings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_postings" ADD CONSTRAINT "ad_postings_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ad_postings_user_posted_idx" ON "ad_postings" USING btree ("user_id","posted_at");--> statement-breakpoint
-- hand-written
-- Ads submitted before the table existed count too, so today's count is right on the day it ships.
INSERT INTO "ad_postings" ("user_id", "vehicle_id", "posted_at") SELECT "user_id", "id", "created_at" FROM "vehicles";
