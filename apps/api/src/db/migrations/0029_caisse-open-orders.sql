CREATE TABLE "caisse_open_orders" (
	"restaurant_id" uuid NOT NULL,
	"id" uuid PRIMARY KEY NOT NULL,
	"register_id" uuid,
	"order_ref" text NOT NULL,
	"business_date" date NOT NULL,
	"source" text NOT NULL,
	"type" text NOT NULL,
	"table_label" text,
	"covers" integer NOT NULL,
	"pos_user_id" uuid,
	"lines" jsonb NOT NULL,
	"lines_count" integer NOT NULL,
	"total_ttc_cents" integer NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	"ticket_id" uuid,
	CONSTRAINT "caisse_open_orders_ref_key" UNIQUE NULLS NOT DISTINCT("restaurant_id","register_id","order_ref")
);
--> statement-breakpoint
ALTER TABLE "caisse_open_orders" ADD CONSTRAINT "caisse_open_orders_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "caisse_open_orders_open_idx" ON "caisse_open_orders" USING btree ("restaurant_id","business_date") WHERE closed_at is null;