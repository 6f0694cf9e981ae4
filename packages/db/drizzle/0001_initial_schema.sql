CREATE TYPE "public"."contact_subject" AS ENUM('general', 'support', 'billing', 'partnership');--> statement-breakpoint
CREATE TYPE "public"."media_kind" AS ENUM('image', 'threesixty', 'video');--> statement-breakpoint
CREATE TYPE "public"."offer_state" AS ENUM('open', 'accepted', 'declined');--> statement-breakpoint
CREATE TYPE "public"."package_name" AS ENUM('member', 'featured', 'vip');--> statement-breakpoint
CREATE TYPE "public"."request_status" AS ENUM('pending', 'approved', 'rejected');--> statement-breakpoint
CREATE TYPE "public"."vehicle_status" AS ENUM('pending', 'active', 'rejected', 'sold', 'expired');--> statement-breakpoint
CREATE TABLE "cities" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "cities_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "conditions" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "conditions_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"subject" "contact_subject" NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fuel_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "fuel_types_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"vehicle_id" integer NOT NULL,
	"buyer_id" integer NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"state" "offer_state" DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"responded_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "package_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"package" "package_name" NOT NULL,
	"status" "request_status" DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" integer
);
--> statement-breakpoint
CREATE TABLE "pre_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"car_name" text NOT NULL,
	"description" text,
	"expected_price" numeric(12, 2),
	"contact_email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "transmissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "transmissions_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"mobile" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"package" "package_name" DEFAULT 'member' NOT NULL,
	"package_expires_at" timestamp with time zone,
	"is_staff" boolean DEFAULT false NOT NULL,
	"avatar_key" text,
	"address_line1" text,
	"address_line2" text,
	"postal" text,
	"city_id" integer,
	"settings" jsonb DEFAULT '{"emailNotifications":true,"smsNotifications":false,"pushNotifications":true,"showContactInfo":false,"profileVisible":true}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicle_makes" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "vehicle_makes_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "vehicle_media" (
	"id" serial PRIMARY KEY NOT NULL,
	"vehicle_id" integer NOT NULL,
	"kind" "media_kind" NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"storage_key" text NOT NULL,
	"variants" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"width" integer,
	"height" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicle_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "vehicle_types_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "vehicles" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"title" text NOT NULL,
	"phone" text NOT NULL,
	"city_id" integer NOT NULL,
	"vehicle_type_id" integer NOT NULL,
	"condition_id" integer NOT NULL,
	"make_id" integer NOT NULL,
	"make_name" text NOT NULL,
	"model" text NOT NULL,
	"yom" integer NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"transmission_id" integer NOT NULL,
	"fuel_type_id" integer NOT NULL,
	"engine_capacity" integer NOT NULL,
	"mileage" integer NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"ongoing_lease" boolean DEFAULT false NOT NULL,
	"air_condition" boolean DEFAULT false NOT NULL,
	"power_mirror" boolean DEFAULT false NOT NULL,
	"power_steering" boolean DEFAULT false NOT NULL,
	"power_window" boolean DEFAULT false NOT NULL,
	"status" "vehicle_status" DEFAULT 'pending' NOT NULL,
	"package" "package_name" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"approved_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"sold_at" timestamp with time zone,
	"rejection_reason" text,
	"search_document" "tsvector" GENERATED ALWAYS AS (
          setweight(to_tsvector('english'::regconfig, coalesce("vehicles"."title", '')), 'A') ||
          setweight(to_tsvector('english'::regconfig, "vehicles"."make_name" || ' ' || "vehicles"."model"), 'A') ||
          setweight(to_tsvector('english'::regconfig, coalesce("vehicles"."description", '')), 'C')) STORED NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower("vehicles"."title" || ' ' || "vehicles"."make_name" || ' ' || "vehicles"."model")) STORED NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wishlist_items" (
	"user_id" integer NOT NULL,
	"vehicle_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wishlist_items_user_id_vehicle_id_pk" PRIMARY KEY("user_id","vehicle_id")
);
--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_requests" ADD CONSTRAINT "package_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_requests" ADD CONSTRAINT "package_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_media" ADD CONSTRAINT "vehicle_media_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_vehicle_type_id_vehicle_types_id_fk" FOREIGN KEY ("vehicle_type_id") REFERENCES "public"."vehicle_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_condition_id_conditions_id_fk" FOREIGN KEY ("condition_id") REFERENCES "public"."conditions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_make_id_vehicle_makes_id_fk" FOREIGN KEY ("make_id") REFERENCES "public"."vehicle_makes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_transmission_id_transmissions_id_fk" FOREIGN KEY ("transmission_id") REFERENCES "public"."transmissions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_fuel_type_id_fuel_types_id_fk" FOREIGN KEY ("fuel_type_id") REFERENCES "public"."fuel_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_items" ADD CONSTRAINT "wishlist_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_items" ADD CONSTRAINT "wishlist_items_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "offers_vehicle_id_idx" ON "offers" USING btree ("vehicle_id");--> statement-breakpoint
CREATE INDEX "offers_buyer_id_idx" ON "offers" USING btree ("buyer_id");--> statement-breakpoint
CREATE INDEX "package_requests_status_created_idx" ON "package_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "package_requests_user_id_idx" ON "package_requests" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree ("email");--> statement-breakpoint
CREATE INDEX "vehicle_media_vehicle_kind_position_idx" ON "vehicle_media" USING btree ("vehicle_id","kind","position");--> statement-breakpoint
CREATE INDEX "vehicle_media_storage_key_idx" ON "vehicle_media" USING btree ("storage_key");--> statement-breakpoint
CREATE INDEX "vehicles_search_document_idx" ON "vehicles" USING gin ("search_document");--> statement-breakpoint
CREATE INDEX "vehicles_search_text_trgm_idx" ON "vehicles" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "vehicles_status_price_idx" ON "vehicles" USING btree ("status","price");--> statement-breakpoint
CREATE INDEX "vehicles_status_created_idx" ON "vehicles" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "vehicles_status_mileage_idx" ON "vehicles" USING btree ("status","mileage");--> statement-breakpoint
CREATE INDEX "vehicles_status_package_created_idx" ON "vehicles" USING btree ("status","package","created_at");--> statement-breakpoint
CREATE INDEX "vehicles_status_expires_idx" ON "vehicles" USING btree ("status","expires_at");--> statement-breakpoint
CREATE INDEX "vehicles_user_id_idx" ON "vehicles" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "vehicles_make_id_idx" ON "vehicles" USING btree ("make_id");--> statement-breakpoint
CREATE INDEX "vehicles_city_id_idx" ON "vehicles" USING btree ("city_id");--> statement-breakpoint
CREATE INDEX "vehicles_vehicle_type_id_idx" ON "vehicles" USING btree ("vehicle_type_id");--> statement-breakpoint
CREATE INDEX "wishlist_items_vehicle_id_idx" ON "wishlist_items" USING btree ("vehicle_id");