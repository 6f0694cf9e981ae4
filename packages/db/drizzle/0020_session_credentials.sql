CREATE TABLE "session_credentials" (
	"hash" text PRIMARY KEY NOT NULL,
	"session_id_hash" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"rotated_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "session_credentials" ADD CONSTRAINT "session_credentials_session_id_hash_sessions_id_hash_fk" FOREIGN KEY ("session_id_hash") REFERENCES "public"."sessions"("id_hash") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "session_credentials_session_idx" ON "session_credentials" USING btree ("session_id_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "session_credentials_current_key" ON "session_credentials" USING btree ("session_id_hash") WHERE "session_credentials"."rotated_at" is null;