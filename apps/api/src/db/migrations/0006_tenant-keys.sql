-- Composite tenant keys: every reference between two tenant tables becomes (restaurant_id, x_id) -> parent
-- (restaurant_id, id), so PostgreSQL itself refuses a row pointing at another restaurant's row. The parents'
-- (restaurant_id, id) uniques come first (a foreign key needs them). Hand edit: the category key nulls only
-- "category_id" on delete (PostgreSQL 15+), restaurant_id staying; Drizzle has no syntax for that column list.
ALTER TABLE "subscription_invoice_lines" DROP CONSTRAINT "subscription_invoice_lines_invoice_id_subscription_invoices_id_fk";
--> statement-breakpoint
ALTER TABLE "subscription_invoices" DROP CONSTRAINT "subscription_invoices_subscription_id_restaurant_subscriptions_id_fk";
--> statement-breakpoint
ALTER TABLE "caisse_menu_step_products" DROP CONSTRAINT "caisse_menu_step_products_step_id_caisse_menu_steps_id_fk";
--> statement-breakpoint
ALTER TABLE "caisse_menu_step_products" DROP CONSTRAINT "caisse_menu_step_products_product_id_caisse_products_id_fk";
--> statement-breakpoint
ALTER TABLE "caisse_menu_steps" DROP CONSTRAINT "caisse_menu_steps_menu_id_caisse_menus_id_fk";
--> statement-breakpoint
ALTER TABLE "caisse_menus" DROP CONSTRAINT "caisse_menus_tax_id_caisse_taxes_id_fk";
--> statement-breakpoint
ALTER TABLE "caisse_option_values" DROP CONSTRAINT "caisse_option_values_option_group_id_caisse_option_groups_id_fk";
--> statement-breakpoint
ALTER TABLE "caisse_product_option_groups" DROP CONSTRAINT "caisse_product_option_groups_product_id_caisse_products_id_fk";
--> statement-breakpoint
ALTER TABLE "caisse_product_option_groups" DROP CONSTRAINT "caisse_product_option_groups_option_group_id_caisse_option_groups_id_fk";
--> statement-breakpoint
ALTER TABLE "caisse_product_tags" DROP CONSTRAINT "caisse_product_tags_product_id_caisse_products_id_fk";
--> statement-breakpoint
ALTER TABLE "caisse_product_tags" DROP CONSTRAINT "caisse_product_tags_tag_id_caisse_tags_id_fk";
--> statement-breakpoint
ALTER TABLE "caisse_products" DROP CONSTRAINT "caisse_products_category_id_caisse_categories_id_fk";
--> statement-breakpoint
ALTER TABLE "caisse_products" DROP CONSTRAINT "caisse_products_tax_id_caisse_taxes_id_fk";
--> statement-breakpoint
ALTER TABLE "subscription_invoices" ADD CONSTRAINT "subscription_invoices_restaurant_id_id_key" UNIQUE("restaurant_id","id");
--> statement-breakpoint
ALTER TABLE "restaurant_subscriptions" ADD CONSTRAINT "restaurant_subscriptions_restaurant_id_id_key" UNIQUE("restaurant_id","id");
--> statement-breakpoint
ALTER TABLE "caisse_categories" ADD CONSTRAINT "caisse_categories_restaurant_id_id_key" UNIQUE("restaurant_id","id");
--> statement-breakpoint
ALTER TABLE "caisse_menu_steps" ADD CONSTRAINT "caisse_menu_steps_restaurant_id_id_key" UNIQUE("restaurant_id","id");
--> statement-breakpoint
ALTER TABLE "caisse_menus" ADD CONSTRAINT "caisse_menus_restaurant_id_id_key" UNIQUE("restaurant_id","id");
--> statement-breakpoint
ALTER TABLE "caisse_option_groups" ADD CONSTRAINT "caisse_option_groups_restaurant_id_id_key" UNIQUE("restaurant_id","id");
--> statement-breakpoint
ALTER TABLE "caisse_products" ADD CONSTRAINT "caisse_products_restaurant_id_id_key" UNIQUE("restaurant_id","id");
--> statement-breakpoint
ALTER TABLE "caisse_tags" ADD CONSTRAINT "caisse_tags_restaurant_id_id_key" UNIQUE("restaurant_id","id");
--> statement-breakpoint
ALTER TABLE "caisse_taxes" ADD CONSTRAINT "caisse_taxes_restaurant_id_id_key" UNIQUE("restaurant_id","id");
--> statement-breakpoint
ALTER TABLE "subscription_invoice_lines" ADD CONSTRAINT "subscription_invoice_lines_invoice_fk" FOREIGN KEY ("restaurant_id","invoice_id") REFERENCES "public"."subscription_invoices"("restaurant_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "subscription_invoices" ADD CONSTRAINT "subscription_invoices_subscription_fk" FOREIGN KEY ("restaurant_id","subscription_id") REFERENCES "public"."restaurant_subscriptions"("restaurant_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "caisse_menu_step_products" ADD CONSTRAINT "caisse_menu_step_products_step_fk" FOREIGN KEY ("restaurant_id","step_id") REFERENCES "public"."caisse_menu_steps"("restaurant_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "caisse_menu_step_products" ADD CONSTRAINT "caisse_menu_step_products_product_fk" FOREIGN KEY ("restaurant_id","product_id") REFERENCES "public"."caisse_products"("restaurant_id","id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "caisse_menu_steps" ADD CONSTRAINT "caisse_menu_steps_menu_fk" FOREIGN KEY ("restaurant_id","menu_id") REFERENCES "public"."caisse_menus"("restaurant_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "caisse_menus" ADD CONSTRAINT "caisse_menus_tax_fk" FOREIGN KEY ("restaurant_id","tax_id") REFERENCES "public"."caisse_taxes"("restaurant_id","id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "caisse_option_values" ADD CONSTRAINT "caisse_option_values_group_fk" FOREIGN KEY ("restaurant_id","option_group_id") REFERENCES "public"."caisse_option_groups"("restaurant_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "caisse_product_option_groups" ADD CONSTRAINT "caisse_product_option_groups_product_fk" FOREIGN KEY ("restaurant_id","product_id") REFERENCES "public"."caisse_products"("restaurant_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "caisse_product_option_groups" ADD CONSTRAINT "caisse_product_option_groups_group_fk" FOREIGN KEY ("restaurant_id","option_group_id") REFERENCES "public"."caisse_option_groups"("restaurant_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "caisse_product_tags" ADD CONSTRAINT "caisse_product_tags_product_fk" FOREIGN KEY ("restaurant_id","product_id") REFERENCES "public"."caisse_products"("restaurant_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "caisse_product_tags" ADD CONSTRAINT "caisse_product_tags_tag_fk" FOREIGN KEY ("restaurant_id","tag_id") REFERENCES "public"."caisse_tags"("restaurant_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "caisse_products" ADD CONSTRAINT "caisse_products_category_fk" FOREIGN KEY ("restaurant_id","category_id") REFERENCES "public"."caisse_categories"("restaurant_id","id") ON DELETE set null ("category_id") ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "caisse_products" ADD CONSTRAINT "caisse_products_tax_fk" FOREIGN KEY ("restaurant_id","tax_id") REFERENCES "public"."caisse_taxes"("restaurant_id","id") ON DELETE restrict ON UPDATE no action;
