CREATE TABLE "app_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "price_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"vehicle_id" integer NOT NULL,
	"old_price" numeric(12, 2) NOT NULL,
	"new_price" numeric(12, 2) NOT NULL,
	"changed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicle_revisions" (
	"vehicle_id" integer PRIMARY KEY NOT NULL,
	"changes" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"rejection_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "expiry_reminded_for" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "price_changes" ADD CONSTRAINT "price_changes_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_revisions" ADD CONSTRAINT "vehicle_revisions_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "price_changes_vehicle_changed_idx" ON "price_changes" USING btree ("vehicle_id","changed_at");--> statement-breakpoint
CREATE INDEX "vehicle_revisions_status_created_idx" ON "vehicle_revisions" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "vehicles_active_expires_idx" ON "vehicles" USING btree ("expires_at") WHERE "vehicles"."status" = 'active';--> statement-breakpoint
-- A price drop that is live (decision 081): whoever lowers an active ad's price, directly or by
-- an approved edit, the drop is kept, dated by the write's own updated_at.
CREATE FUNCTION "vehicles_record_price_drop"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "price_changes" ("vehicle_id", "old_price", "new_price", "changed_at")
		VALUES (NEW."id", OLD."price", NEW."price", NEW."updated_at");
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "vehicles_record_price_drop" AFTER UPDATE OF "price" ON "vehicles"
	FOR EACH ROW WHEN (NEW."price" < OLD."price" AND NEW."status" = 'active')
	EXECUTE FUNCTION "vehicles_record_price_drop"();
