CREATE TYPE "public"."report_decision" AS ENUM('dismissed', 'fix-requested', 'removed', 'seller-suspended');--> statement-breakpoint
CREATE TYPE "public"."report_reason" AS ENUM('sold', 'scam', 'wrong-details', 'duplicate', 'offensive', 'other');--> statement-breakpoint
CREATE TABLE "ad_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"vehicle_id" integer NOT NULL,
	"reporter_id" integer,
	"reporter_address_hash" text,
	"reason" "report_reason" NOT NULL,
	"details" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decision" "report_decision",
	"decided_at" timestamp with time zone,
	"decided_by" integer,
	CONSTRAINT "ad_reports_one_reporter" CHECK (("ad_reports"."reporter_id" is null) <> ("ad_reports"."reporter_address_hash" is null))
);
--> statement-breakpoint
ALTER TABLE "ad_reports" ADD CONSTRAINT "ad_reports_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_reports" ADD CONSTRAINT "ad_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_reports" ADD CONSTRAINT "ad_reports_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ad_reports_vehicle_reporter_idx" ON "ad_reports" USING btree ("vehicle_id","reporter_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ad_reports_vehicle_address_idx" ON "ad_reports" USING btree ("vehicle_id","reporter_address_hash");--> statement-breakpoint
CREATE INDEX "ad_reports_open_idx" ON "ad_reports" USING btree ("vehicle_id","created_at") WHERE "ad_reports"."decision" is null;