CREATE TABLE "restaurant_invitations" (
	"restaurant_id" uuid NOT NULL,
	"id" uuid PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"access" text NOT NULL,
	"token_hash" "bytea" NOT NULL,
	"invited_by" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_by" uuid,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "restaurant_invitations_access_check" CHECK ("restaurant_invitations"."access" in ('owner', 'manager', 'accountant'))
);
--> statement-breakpoint
ALTER TABLE "restaurant_invitations" ADD CONSTRAINT "restaurant_invitations_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restaurant_invitations" ADD CONSTRAINT "restaurant_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restaurant_invitations" ADD CONSTRAINT "restaurant_invitations_accepted_by_users_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "restaurant_invitations_token_hash_key" ON "restaurant_invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "restaurant_invitations_restaurant_idx" ON "restaurant_invitations" USING btree ("restaurant_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "restaurant_invitations_pending_key" ON "restaurant_invitations" USING btree ("restaurant_id",lower("email")) WHERE "restaurant_invitations"."accepted_at" is null and "restaurant_invitations"."revoked_at" is null;