CREATE TABLE "caisse_pos_users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"restaurant_id" uuid NOT NULL,
	"role_id" uuid NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"pin_hash" text NOT NULL,
	"pin_updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "caisse_roles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"restaurant_id" uuid NOT NULL,
	"name" text NOT NULL,
	"permissions" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "caisse_roles_restaurant_id_key" UNIQUE("restaurant_id","id")
);
--> statement-breakpoint
ALTER TABLE "caisse_pos_users" ADD CONSTRAINT "caisse_pos_users_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "caisse_pos_users" ADD CONSTRAINT "caisse_pos_users_role_fk" FOREIGN KEY ("restaurant_id","role_id") REFERENCES "public"."caisse_roles"("restaurant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "caisse_roles" ADD CONSTRAINT "caisse_roles_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "caisse_pos_users_restaurant_role_idx" ON "caisse_pos_users" USING btree ("restaurant_id","role_id");--> statement-breakpoint
CREATE INDEX "caisse_pos_users_restaurant_name_idx" ON "caisse_pos_users" USING btree ("restaurant_id","last_name","first_name");--> statement-breakpoint
CREATE UNIQUE INDEX "caisse_roles_restaurant_name_key" ON "caisse_roles" USING btree ("restaurant_id",lower("name"));