CREATE TABLE "hardwares" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"brand" text NOT NULL,
	"model" text NOT NULL,
	"description" text,
	"price_cents" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "restaurant_hardwares" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"restaurant_id" uuid NOT NULL,
	"hardware_id" uuid NOT NULL,
	"label" text,
	"serial_number" text,
	"installed_on" date,
	"api_key_hash" "bytea",
	"api_key_prefix" text,
	"api_key_rotated_at" timestamp with time zone,
	"removed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "restaurant_hardwares" ADD CONSTRAINT "restaurant_hardwares_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restaurant_hardwares" ADD CONSTRAINT "restaurant_hardwares_hardware_id_hardwares_id_fk" FOREIGN KEY ("hardware_id") REFERENCES "public"."hardwares"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "restaurant_hardwares_restaurant_idx" ON "restaurant_hardwares" USING btree ("restaurant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "restaurant_hardwares_api_key_key" ON "restaurant_hardwares" USING btree ("api_key_hash");