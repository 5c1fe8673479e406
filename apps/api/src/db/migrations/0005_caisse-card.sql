CREATE TABLE "caisse_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"restaurant_id" uuid NOT NULL,
	"name" text NOT NULL,
	"color" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "caisse_menu_step_products" (
	"restaurant_id" uuid NOT NULL,
	"step_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"supplement_cents" integer DEFAULT 0 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "caisse_menu_step_products_restaurant_id_step_id_product_id_pk" PRIMARY KEY("restaurant_id","step_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "caisse_menu_steps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"restaurant_id" uuid NOT NULL,
	"menu_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"min_choices" integer NOT NULL,
	"max_choices" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "caisse_menus" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"restaurant_id" uuid NOT NULL,
	"tax_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"price_on_spot_cents" integer NOT NULL,
	"price_takeaway_cents" integer NOT NULL,
	"price_delivery_cents" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"photo_url" text,
	"hours" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "caisse_option_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"restaurant_id" uuid NOT NULL,
	"name" text NOT NULL,
	"min_choices" integer DEFAULT 0 NOT NULL,
	"max_choices" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "caisse_option_values" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"restaurant_id" uuid NOT NULL,
	"option_group_id" uuid NOT NULL,
	"name" text NOT NULL,
	"price_delta_cents" integer DEFAULT 0 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "caisse_product_option_groups" (
	"restaurant_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"option_group_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "caisse_product_option_groups_restaurant_id_product_id_option_group_id_pk" PRIMARY KEY("restaurant_id","product_id","option_group_id")
);
--> statement-breakpoint
CREATE TABLE "caisse_product_tags" (
	"restaurant_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"tag_id" uuid NOT NULL,
	CONSTRAINT "caisse_product_tags_restaurant_id_product_id_tag_id_pk" PRIMARY KEY("restaurant_id","product_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "caisse_products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"restaurant_id" uuid NOT NULL,
	"category_id" uuid,
	"tax_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"price_on_spot_cents" integer NOT NULL,
	"price_takeaway_cents" integer NOT NULL,
	"price_delivery_cents" integer NOT NULL,
	"allergens" text[] DEFAULT '{}'::text[] NOT NULL,
	"available" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"sku" text,
	"barcode" text,
	"photo_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "caisse_tags" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"restaurant_id" uuid NOT NULL,
	"name" text NOT NULL,
	"color" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "caisse_taxes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"restaurant_id" uuid NOT NULL,
	"name" text NOT NULL,
	"rate_on_spot_bp" integer NOT NULL,
	"rate_takeaway_bp" integer NOT NULL,
	"rate_delivery_bp" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "caisse_categories" ADD CONSTRAINT "caisse_categories_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "caisse_menu_step_products" ADD CONSTRAINT "caisse_menu_step_products_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "caisse_menu_step_products" ADD CONSTRAINT "caisse_menu_step_products_step_id_caisse_menu_steps_id_fk" FOREIGN KEY ("step_id") REFERENCES "public"."caisse_menu_steps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "caisse_menu_step_products" ADD CONSTRAINT "caisse_menu_step_products_product_id_caisse_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."caisse_products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "caisse_menu_steps" ADD CONSTRAINT "caisse_menu_steps_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "caisse_menu_steps" ADD CONSTRAINT "caisse_menu_steps_menu_id_caisse_menus_id_fk" FOREIGN KEY ("menu_id") REFERENCES "public"."caisse_menus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "caisse_menus" ADD CONSTRAINT "caisse_menus_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "caisse_menus" ADD CONSTRAINT "caisse_menus_tax_id_caisse_taxes_id_fk" FOREIGN KEY ("tax_id") REFERENCES "public"."caisse_taxes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "caisse_option_groups" ADD CONSTRAINT "caisse_option_groups_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "caisse_option_values" ADD CONSTRAINT "caisse_option_values_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "caisse_option_values" ADD CONSTRAINT "caisse_option_values_option_group_id_caisse_option_groups_id_fk" FOREIGN KEY ("option_group_id") REFERENCES "public"."caisse_option_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "caisse_product_option_groups" ADD CONSTRAINT "caisse_product_option_groups_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "caisse_product_option_groups" ADD CONSTRAINT "caisse_product_option_groups_product_id_caisse_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."caisse_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "caisse_product_option_groups" ADD CONSTRAINT "caisse_product_option_groups_option_group_id_caisse_option_groups_id_fk" FOREIGN KEY ("option_group_id") REFERENCES "public"."caisse_option_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "caisse_product_tags" ADD CONSTRAINT "caisse_product_tags_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "caisse_product_tags" ADD CONSTRAINT "caisse_product_tags_product_id_caisse_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."caisse_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "caisse_product_tags" ADD CONSTRAINT "caisse_product_tags_tag_id_caisse_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."caisse_tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "caisse_products" ADD CONSTRAINT "caisse_products_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "caisse_products" ADD CONSTRAINT "caisse_products_category_id_caisse_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."caisse_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "caisse_products" ADD CONSTRAINT "caisse_products_tax_id_caisse_taxes_id_fk" FOREIGN KEY ("tax_id") REFERENCES "public"."caisse_taxes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "caisse_tags" ADD CONSTRAINT "caisse_tags_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "caisse_taxes" ADD CONSTRAINT "caisse_taxes_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "caisse_categories_restaurant_name_key" ON "caisse_categories" USING btree ("restaurant_id",lower("name"));--> statement-breakpoint
CREATE INDEX "caisse_categories_restaurant_position_idx" ON "caisse_categories" USING btree ("restaurant_id","position");--> statement-breakpoint
CREATE INDEX "caisse_menu_step_products_restaurant_product_idx" ON "caisse_menu_step_products" USING btree ("restaurant_id","product_id");--> statement-breakpoint
CREATE INDEX "caisse_menu_steps_restaurant_menu_idx" ON "caisse_menu_steps" USING btree ("restaurant_id","menu_id","position");--> statement-breakpoint
CREATE INDEX "caisse_menus_restaurant_name_idx" ON "caisse_menus" USING btree ("restaurant_id","name");--> statement-breakpoint
CREATE INDEX "caisse_menus_restaurant_tax_idx" ON "caisse_menus" USING btree ("restaurant_id","tax_id");--> statement-breakpoint
CREATE UNIQUE INDEX "caisse_option_groups_restaurant_name_key" ON "caisse_option_groups" USING btree ("restaurant_id",lower("name"));--> statement-breakpoint
CREATE INDEX "caisse_option_values_restaurant_group_idx" ON "caisse_option_values" USING btree ("restaurant_id","option_group_id","position");--> statement-breakpoint
CREATE INDEX "caisse_product_option_groups_restaurant_group_idx" ON "caisse_product_option_groups" USING btree ("restaurant_id","option_group_id");--> statement-breakpoint
CREATE INDEX "caisse_product_tags_restaurant_tag_idx" ON "caisse_product_tags" USING btree ("restaurant_id","tag_id");--> statement-breakpoint
CREATE INDEX "caisse_products_restaurant_category_position_idx" ON "caisse_products" USING btree ("restaurant_id","category_id","position");--> statement-breakpoint
CREATE INDEX "caisse_products_restaurant_tax_idx" ON "caisse_products" USING btree ("restaurant_id","tax_id");--> statement-breakpoint
CREATE INDEX "caisse_products_restaurant_name_idx" ON "caisse_products" USING btree ("restaurant_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "caisse_tags_restaurant_name_key" ON "caisse_tags" USING btree ("restaurant_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "caisse_taxes_restaurant_name_key" ON "caisse_taxes" USING btree ("restaurant_id",lower("name"));