-- Media written under tmp/<key> whose row has committed but which is not yet moved to <key>
-- (docs/decisions/124-media-in-s3-compatible-storage.md): a row here commits with the rows that
-- name the key, so a crash after the commit leaves a move that the start-up sweep finishes.
CREATE TABLE "media_moves" (
	"key" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
