CREATE TYPE "public"."message_status" AS ENUM('new', 'handled');--> statement-breakpoint
CREATE TABLE "message_replies" (
	"id" serial PRIMARY KEY NOT NULL,
	"contact_message_id" integer,
	"pre_order_id" integer,
	"body" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"staff_id" integer,
	"outbox_id" integer,
	CONSTRAINT "message_replies_one_message" CHECK (num_nonnulls("message_replies"."contact_message_id", "message_replies"."pre_order_id") = 1)
);
--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "status" "message_status" DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "handled_by" integer;--> statement-breakpoint
ALTER TABLE "pre_orders" ADD COLUMN "status" "message_status" DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "pre_orders" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pre_orders" ADD COLUMN "handled_by" integer;--> statement-breakpoint
ALTER TABLE "message_replies" ADD CONSTRAINT "message_replies_contact_message_id_contact_messages_id_fk" FOREIGN KEY ("contact_message_id") REFERENCES "public"."contact_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_replies" ADD CONSTRAINT "message_replies_pre_order_id_pre_orders_id_fk" FOREIGN KEY ("pre_order_id") REFERENCES "public"."pre_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_replies" ADD CONSTRAINT "message_replies_staff_id_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_replies" ADD CONSTRAINT "message_replies_outbox_id_mail_outbox_id_fk" FOREIGN KEY ("outbox_id") REFERENCES "public"."mail_outbox"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "message_replies_contact_message_idx" ON "message_replies" USING btree ("contact_message_id");--> statement-breakpoint
CREATE INDEX "message_replies_pre_order_idx" ON "message_replies" USING btree ("pre_order_id");--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_handled_by_users_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pre_orders" ADD CONSTRAINT "pre_orders_handled_by_users_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_messages_status_created_idx" ON "contact_messages" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "pre_orders_status_created_idx" ON "pre_orders" USING btree ("status","created_at");