CREATE TABLE "stock_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_categories_name_key" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "stock_product_prices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"package_price_cents" integer NOT NULL,
	"source" text NOT NULL,
	"valid_from" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"category_id" uuid NOT NULL,
	"provider_id" uuid NOT NULL,
	"unit" text NOT NULL,
	"package_label" text NOT NULL,
	"package_base_quantity" integer NOT NULL,
	"package_price_cents" integer NOT NULL,
	"vat_rate_bp" integer NOT NULL,
	"reference" text,
	"allergens" text[] DEFAULT '{}'::text[] NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_products_provider_reference_key" UNIQUE("provider_id","reference"),
	CONSTRAINT "stock_products_package_positive" CHECK ("stock_products"."package_base_quantity" > 0 and "stock_products"."package_price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "stock_providers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"contact_name" text,
	"email" text NOT NULL,
	"phone" text,
	"address" text,
	"delivery_days" integer[] DEFAULT '{}'::int[] NOT NULL,
	"lead_time_days" integer DEFAULT 1 NOT NULL,
	"minimum_order_cents" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_providers_name_key" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "stock_order_lines" (
	"id" uuid PRIMARY KEY NOT NULL,
	"restaurant_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"ordered_packages" integer NOT NULL,
	"package_price_cents" integer NOT NULL,
	"received_packages" integer DEFAULT 0 NOT NULL,
	"received_price_cents" integer,
	CONSTRAINT "stock_order_lines_order_product_key" UNIQUE("restaurant_id","order_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "stock_orders" (
	"id" uuid PRIMARY KEY NOT NULL,
	"restaurant_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"provider_id" uuid NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"expected_on" date,
	"note" text,
	"sent_at" timestamp with time zone,
	"sent_to" text,
	"received_at" timestamp with time zone,
	"canceled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_orders_restaurant_id_id_key" UNIQUE("restaurant_id","id"),
	CONSTRAINT "stock_orders_restaurant_number_key" UNIQUE("restaurant_id","number")
);
--> statement-breakpoint
CREATE TABLE "stock_reception_lines" (
	"id" uuid PRIMARY KEY NOT NULL,
	"restaurant_id" uuid NOT NULL,
	"reception_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"packages" integer NOT NULL,
	"package_price_cents" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_receptions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"restaurant_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_receptions_restaurant_id_id_key" UNIQUE("restaurant_id","id")
);
--> statement-breakpoint
ALTER TABLE "stock_product_prices" ADD CONSTRAINT "stock_product_prices_product_id_stock_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."stock_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_products" ADD CONSTRAINT "stock_products_category_id_stock_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."stock_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_products" ADD CONSTRAINT "stock_products_provider_id_stock_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."stock_providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_order_lines" ADD CONSTRAINT "stock_order_lines_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_order_lines" ADD CONSTRAINT "stock_order_lines_product_id_stock_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."stock_products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_order_lines" ADD CONSTRAINT "stock_order_lines_order_fk" FOREIGN KEY ("restaurant_id","order_id") REFERENCES "public"."stock_orders"("restaurant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_orders" ADD CONSTRAINT "stock_orders_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_orders" ADD CONSTRAINT "stock_orders_provider_id_stock_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."stock_providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_reception_lines" ADD CONSTRAINT "stock_reception_lines_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_reception_lines" ADD CONSTRAINT "stock_reception_lines_product_id_stock_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."stock_products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_reception_lines" ADD CONSTRAINT "stock_reception_lines_reception_fk" FOREIGN KEY ("restaurant_id","reception_id") REFERENCES "public"."stock_receptions"("restaurant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_receptions" ADD CONSTRAINT "stock_receptions_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_receptions" ADD CONSTRAINT "stock_receptions_order_fk" FOREIGN KEY ("restaurant_id","order_id") REFERENCES "public"."stock_orders"("restaurant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_product_prices_product_idx" ON "stock_product_prices" USING btree ("product_id","valid_from");--> statement-breakpoint
CREATE INDEX "stock_products_category_idx" ON "stock_products" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "stock_order_lines_product_idx" ON "stock_order_lines" USING btree ("restaurant_id","product_id");--> statement-breakpoint
CREATE INDEX "stock_orders_restaurant_created_idx" ON "stock_orders" USING btree ("restaurant_id","created_at");--> statement-breakpoint
CREATE INDEX "stock_reception_lines_product_idx" ON "stock_reception_lines" USING btree ("restaurant_id","product_id");--> statement-breakpoint
CREATE INDEX "stock_receptions_restaurant_received_idx" ON "stock_receptions" USING btree ("restaurant_id","received_at");