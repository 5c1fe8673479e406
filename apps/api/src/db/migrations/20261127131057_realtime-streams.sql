-- one table for the one-time tickets of both real-time streams (restaurant and network). The two old tables
-- held tickets valid one minute: dropped, not copied (a page open across the upgrade asks for a new ticket)
CREATE TABLE "realtime_streams" (
	"id" uuid PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"user_id" uuid NOT NULL,
	"restaurant_ids" uuid[] NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "realtime_streams_kind_check" CHECK ("realtime_streams"."kind" in ('restaurant', 'network'))
);
--> statement-breakpoint
DROP TABLE "caisse_realtime_streams" CASCADE;--> statement-breakpoint
DROP TABLE "franchisor_realtime_streams" CASCADE;--> statement-breakpoint
ALTER TABLE "realtime_streams" ADD CONSTRAINT "realtime_streams_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;