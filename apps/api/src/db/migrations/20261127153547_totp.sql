CREATE TABLE "user_totp" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"secret_encrypted" "bytea" NOT NULL,
	"confirmed_at" timestamp with time zone,
	"last_time_step" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_totp_recovery_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"code_hash" "bytea" NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "account_tokens" DROP CONSTRAINT "account_tokens_purpose_check";--> statement-breakpoint
ALTER TABLE "user_totp" ADD CONSTRAINT "user_totp_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_totp_recovery_codes" ADD CONSTRAINT "user_totp_recovery_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "user_totp_recovery_codes_code_key" ON "user_totp_recovery_codes" USING btree ("user_id","code_hash");--> statement-breakpoint
ALTER TABLE "account_tokens" ADD CONSTRAINT "account_tokens_purpose_check" CHECK ("account_tokens"."purpose" in ('password_reset', 'email_change', 'totp_login'));--> statement-breakpoint
-- hand-written below (keep on regeneration)
-- The access query reads whether a person has confirmed two-step verification (ADMIN_MFA=required limits an
-- administrator without it): its confirmation and its removal must drop the cached access (`…_access-notify`).
-- The last accepted time step (written at each sign-in) changes no access and is not told.
CREATE TRIGGER "user_totp_access_notify" AFTER UPDATE OF "confirmed_at" OR DELETE ON "user_totp" FOR EACH ROW EXECUTE FUNCTION "fitfit_access_notify"('user', 'user_id');
