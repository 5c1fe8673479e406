CREATE TABLE "caisse_customers" (
	"id" uuid PRIMARY KEY NOT NULL,
	"restaurant_id" uuid NOT NULL,
	"first_name" text,
	"last_name" text NOT NULL,
	"email" text,
	"phone" text,
	"birthday" date,
	"address_line" text,
	"postal_code" text,
	"city" text,
	"company" text,
	"vat_number" text,
	"loyalty_points" integer DEFAULT 0 NOT NULL,
	"notes" text,
	"marketing_consent" boolean DEFAULT false NOT NULL,
	"anonymised_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "caisse_customers_restaurant_id_id_key" UNIQUE("restaurant_id","id")
);
--> statement-breakpoint
ALTER TABLE "caisse_customers" ADD CONSTRAINT "caisse_customers_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "caisse_customers_restaurant_email_key" ON "caisse_customers" USING btree ("restaurant_id",lower("email")) WHERE "caisse_customers"."email" is not null;--> statement-breakpoint
CREATE INDEX "caisse_customers_restaurant_name_idx" ON "caisse_customers" USING btree ("restaurant_id","last_name","first_name");--> statement-breakpoint
CREATE INDEX "caisse_customers_restaurant_created_idx" ON "caisse_customers" USING btree ("restaurant_id","created_at");--> statement-breakpoint
-- hand-written below (keep on regeneration)
-- A customer's orders (list counts, last visit, details) are read by customer: the ledger's tickets get an index for it.
CREATE INDEX "caisse_tickets_restaurant_customer_idx" ON "caisse_tickets" USING btree ("restaurant_id","customer_id","closed_at") WHERE "customer_id" is not null;
