CREATE TABLE "listing_read_counts" (
	"key" text NOT NULL,
	"window_ends_at" timestamp with time zone NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "listing_read_counts_key_window_ends_at_pk" PRIMARY KEY("key","window_ends_at")
);
--> statement-breakpoint
CREATE TABLE "phone_reveals" (
	"id" serial PRIMARY KEY NOT NULL,
	"vehicle_id" integer NOT NULL,
	"user_id" integer,
	"visitor_hash" text,
	"revealed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "phone_reveals" ADD CONSTRAINT "phone_reveals_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phone_reveals" ADD CONSTRAINT "phone_reveals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listing_read_counts_window_ends_at_idx" ON "listing_read_counts" USING btree ("window_ends_at");--> statement-breakpoint
CREATE INDEX "phone_reveals_vehicle_idx" ON "phone_reveals" USING btree ("vehicle_id");--> statement-breakpoint
-- hand-written
-- Counts of reads are worth no WAL write per request: a crash forgets at most the current
-- windows (decision 107).
ALTER TABLE "listing_read_counts" SET UNLOGGED;