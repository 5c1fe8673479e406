CREATE TABLE "stock_inventories" (
	"id" uuid PRIMARY KEY NOT NULL,
	"restaurant_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"counted_on" date NOT NULL,
	"status" text DEFAULT 'in_progress' NOT NULL,
	"note" text,
	"value_cents" bigint,
	"validated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_inventories_restaurant_id_id_key" UNIQUE("restaurant_id","id"),
	CONSTRAINT "stock_inventories_restaurant_number_key" UNIQUE("restaurant_id","number"),
	CONSTRAINT "stock_inventories_restaurant_date_key" UNIQUE("restaurant_id","counted_on")
);
--> statement-breakpoint
CREATE TABLE "stock_inventory_lines" (
	"id" uuid PRIMARY KEY NOT NULL,
	"restaurant_id" uuid NOT NULL,
	"inventory_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"storage_area" text NOT NULL,
	"counted_base_quantity" integer,
	"unit_cost_cents" integer,
	"value_cents" integer,
	"theoretical_base_quantity" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_inventory_lines_inventory_product_key" UNIQUE("restaurant_id","inventory_id","product_id"),
	CONSTRAINT "stock_inventory_lines_counted_positive" CHECK ("stock_inventory_lines"."counted_base_quantity" is null or "stock_inventory_lines"."counted_base_quantity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "stock_product_settings" (
	"restaurant_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"storage_area" text,
	"par_base_quantity" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_product_settings_restaurant_id_product_id_pk" PRIMARY KEY("restaurant_id","product_id"),
	CONSTRAINT "stock_product_settings_par_positive" CHECK ("stock_product_settings"."par_base_quantity" is null or "stock_product_settings"."par_base_quantity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "stock_recipe_ingredients" (
	"id" uuid PRIMARY KEY NOT NULL,
	"restaurant_id" uuid NOT NULL,
	"recipe_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"base_quantity" integer NOT NULL,
	"loss_bp" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "stock_recipe_ingredients_quantity" CHECK ("stock_recipe_ingredients"."base_quantity" > 0 and "stock_recipe_ingredients"."loss_bp" >= 0 and "stock_recipe_ingredients"."loss_bp" < 10000)
);
--> statement-breakpoint
CREATE TABLE "stock_recipe_products" (
	"restaurant_id" uuid NOT NULL,
	"caisse_product_id" uuid NOT NULL,
	"recipe_id" uuid NOT NULL,
	"portions" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "stock_recipe_products_restaurant_id_caisse_product_id_pk" PRIMARY KEY("restaurant_id","caisse_product_id"),
	CONSTRAINT "stock_recipe_products_portions_positive" CHECK ("stock_recipe_products"."portions" > 0)
);
--> statement-breakpoint
CREATE TABLE "stock_recipes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"restaurant_id" uuid NOT NULL,
	"name" text NOT NULL,
	"portions" integer NOT NULL,
	"steps" text[] DEFAULT '{}'::text[] NOT NULL,
	"note" text,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_recipes_restaurant_id_id_key" UNIQUE("restaurant_id","id"),
	CONSTRAINT "stock_recipes_portions_positive" CHECK ("stock_recipes"."portions" > 0)
);
--> statement-breakpoint
ALTER TABLE "stock_inventories" ADD CONSTRAINT "stock_inventories_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_inventory_lines" ADD CONSTRAINT "stock_inventory_lines_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_inventory_lines" ADD CONSTRAINT "stock_inventory_lines_product_id_stock_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."stock_products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_inventory_lines" ADD CONSTRAINT "stock_inventory_lines_inventory_fk" FOREIGN KEY ("restaurant_id","inventory_id") REFERENCES "public"."stock_inventories"("restaurant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_product_settings" ADD CONSTRAINT "stock_product_settings_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_product_settings" ADD CONSTRAINT "stock_product_settings_product_id_stock_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."stock_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_recipe_ingredients" ADD CONSTRAINT "stock_recipe_ingredients_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_recipe_ingredients" ADD CONSTRAINT "stock_recipe_ingredients_product_id_stock_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."stock_products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_recipe_ingredients" ADD CONSTRAINT "stock_recipe_ingredients_recipe_fk" FOREIGN KEY ("restaurant_id","recipe_id") REFERENCES "public"."stock_recipes"("restaurant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_recipe_products" ADD CONSTRAINT "stock_recipe_products_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_recipe_products" ADD CONSTRAINT "stock_recipe_products_recipe_fk" FOREIGN KEY ("restaurant_id","recipe_id") REFERENCES "public"."stock_recipes"("restaurant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_recipe_products" ADD CONSTRAINT "stock_recipe_products_product_fk" FOREIGN KEY ("restaurant_id","caisse_product_id") REFERENCES "public"."caisse_products"("restaurant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_recipes" ADD CONSTRAINT "stock_recipes_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_inventories_restaurant_status_date_idx" ON "stock_inventories" USING btree ("restaurant_id","status","counted_on");--> statement-breakpoint
CREATE INDEX "stock_inventory_lines_product_idx" ON "stock_inventory_lines" USING btree ("restaurant_id","product_id");--> statement-breakpoint
CREATE INDEX "stock_recipe_ingredients_recipe_idx" ON "stock_recipe_ingredients" USING btree ("restaurant_id","recipe_id","position");--> statement-breakpoint
CREATE INDEX "stock_recipe_ingredients_product_idx" ON "stock_recipe_ingredients" USING btree ("restaurant_id","product_id");--> statement-breakpoint
CREATE INDEX "stock_recipe_products_recipe_idx" ON "stock_recipe_products" USING btree ("restaurant_id","recipe_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_recipes_restaurant_name_key" ON "stock_recipes" USING btree ("restaurant_id",lower("name"));