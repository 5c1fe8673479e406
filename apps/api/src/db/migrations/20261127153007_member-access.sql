ALTER TABLE "restaurant_users" ADD COLUMN "access" text DEFAULT 'owner' NOT NULL;--> statement-breakpoint
ALTER TABLE "restaurant_users" ADD COLUMN "removed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "restaurant_users" ADD CONSTRAINT "restaurant_users_access_check" CHECK ("restaurant_users"."access" in ('owner', 'manager', 'accountant'));