CREATE TABLE "account_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"token_hash" "bytea" NOT NULL,
	"new_email" text,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_tokens_purpose_check" CHECK ("account_tokens"."purpose" in ('password_reset', 'email_change')),
	CONSTRAINT "account_tokens_new_email_check" CHECK (("account_tokens"."purpose" = 'email_change') = ("account_tokens"."new_email" is not null))
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "last_used_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "account_tokens" ADD CONSTRAINT "account_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "account_tokens_token_hash_key" ON "account_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "account_tokens_user_idx" ON "account_tokens" USING btree ("user_id","purpose");--> statement-breakpoint
-- hand-written below (keep on regeneration)
-- A session's last use is written at most once a minute (modules/auth/account/session-touch.ts) and changes no
-- access: the access cache must not be told of it (a NOTIFY would drop the user's cached access every minute).
-- The session trigger of `…_access-notify` is split: deletes as before, updates only when something else changed.
DROP TRIGGER "sessions_access_notify" ON "sessions";--> statement-breakpoint
CREATE TRIGGER "sessions_access_notify" AFTER DELETE ON "sessions" FOR EACH ROW EXECUTE FUNCTION "fitfit_access_notify"('user', 'user_id');--> statement-breakpoint
CREATE TRIGGER "sessions_access_notify_update" AFTER UPDATE ON "sessions" FOR EACH ROW
  WHEN ((to_jsonb(OLD) - 'last_used_at') IS DISTINCT FROM (to_jsonb(NEW) - 'last_used_at'))
  EXECUTE FUNCTION "fitfit_access_notify"('user', 'user_id');--> statement-breakpoint
-- Sessions opened before: their last use is not known, their start is.
UPDATE "sessions" SET "last_used_at" = "created_at";
