ALTER TABLE "users" ADD COLUMN "mobile_key" text GENERATED ALWAYS AS (regexp_replace(regexp_replace("users"."mobile", '[^0-9]', '', 'g'), '^94([0-9]{9})$', '0\1')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "vehicle_media" ADD COLUMN "phash" bigint;--> statement-breakpoint
ALTER TABLE "vehicle_media" ADD COLUMN "phash_band0" integer GENERATED ALWAYS AS (((phash >> 48) & 65535)::integer) STORED;--> statement-breakpoint
ALTER TABLE "vehicle_media" ADD COLUMN "phash_band1" integer GENERATED ALWAYS AS (((phash >> 32) & 65535)::integer) STORED;--> statement-breakpoint
ALTER TABLE "vehicle_media" ADD COLUMN "phash_band2" integer GENERATED ALWAYS AS (((phash >> 16) & 65535)::integer) STORED;--> statement-breakpoint
ALTER TABLE "vehicle_media" ADD COLUMN "phash_band3" integer GENERATED ALWAYS AS (((phash >> 0) & 65535)::integer) STORED;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "phone_key" text GENERATED ALWAYS AS (regexp_replace(regexp_replace("vehicles"."phone", '[^0-9]', '', 'g'), '^94([0-9]{9})$', '0\1')) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "users_mobile_key_idx" ON "users" USING btree ("mobile_key");--> statement-breakpoint
CREATE INDEX "vehicle_media_phash_band0_idx" ON "vehicle_media" USING btree ("phash_band0") WHERE "vehicle_media"."phash_band0" is not null;--> statement-breakpoint
CREATE INDEX "vehicle_media_phash_band1_idx" ON "vehicle_media" USING btree ("phash_band1") WHERE "vehicle_media"."phash_band1" is not null;--> statement-breakpoint
CREATE INDEX "vehicle_media_phash_band2_idx" ON "vehicle_media" USING btree ("phash_band2") WHERE "vehicle_media"."phash_band2" is not null;--> statement-breakpoint
CREATE INDEX "vehicle_media_phash_band3_idx" ON "vehicle_media" USING btree ("phash_band3") WHERE "vehicle_media"."phash_band3" is not null;--> statement-breakpoint
CREATE INDEX "vehicles_phone_key_user_idx" ON "vehicles" USING btree ("phone_key","user_id");