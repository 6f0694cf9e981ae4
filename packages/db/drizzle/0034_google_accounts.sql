-- Issue 38, decision 135: Sign in with Google (OpenID Connect).
--
-- * linked_identities: an account's sign-in at another provider (`google`), by the provider's
--   subject, which never changes (an e-mail can). One subject opens one account; an account may
--   have one identity per provider. The e-mail the provider gave at linking is kept to show and
--   to audit, never to find the account by.
-- * openid_sign_ins: a sign-in started at /api/auth/google/start and not yet come back: its state,
--   nonce and PKCE verifier live here, found by the hash of the random value in the browser's
--   short-lived cookie, and are deleted when the callback reads them (each is used once).
-- * openid_pending_identities: an identity the provider vouched for that opens no account yet,
--   kept while its owner proves the password of the account with its e-mail, or gives the mobile
--   number a new account needs; found by the hash of another cookie's value, for 15 minutes.
CREATE TABLE "linked_identities" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"subject" text NOT NULL,
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX "linked_identities_subject_idx" ON "linked_identities" USING btree ("provider","subject");--> statement-breakpoint
CREATE UNIQUE INDEX "linked_identities_user_idx" ON "linked_identities" USING btree ("user_id","provider");--> statement-breakpoint
CREATE TABLE "openid_sign_ins" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"state" text NOT NULL,
	"nonce" text NOT NULL,
	"code_verifier" text NOT NULL,
	"next_path" text NOT NULL,
	"language" "site_language" NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);--> statement-breakpoint
CREATE INDEX "openid_sign_ins_expires_idx" ON "openid_sign_ins" USING btree ("expires_at");--> statement-breakpoint
CREATE TABLE "openid_pending_identities" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"subject" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean NOT NULL,
	"name" text NOT NULL,
	"next_path" text NOT NULL,
	"language" "site_language" NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);--> statement-breakpoint
CREATE INDEX "openid_pending_identities_expires_idx" ON "openid_pending_identities" USING btree ("expires_at");
