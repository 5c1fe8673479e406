CREATE TABLE "demo_restaurants" (
	"restaurant_id" uuid PRIMARY KEY NOT NULL,
	"seed" integer NOT NULL,
	"sales_through" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "demo_restaurants" ADD CONSTRAINT "demo_restaurants_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;