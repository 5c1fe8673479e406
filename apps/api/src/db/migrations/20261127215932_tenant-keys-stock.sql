-- Tenant primary keys (restaurant_id, id), the shape a distributed PostgreSQL needs (docs/scaling.md « Ready to shard »).
-- The composite references to these tables rested on their unique (restaurant_id, id), dropped below: they are put
-- aside, dropped, and re-created identical once the primary key exists (pg_get_constraintdef keeps ON DELETE …).
CREATE TEMP TABLE tenant_key_references AS
  SELECT conrelid::regclass::text AS child, conname AS name, pg_get_constraintdef(oid) AS definition
  FROM pg_constraint WHERE contype = 'f' AND confrelid::regclass::text IN ('stock_inventories', 'stock_inventory_lines', 'stock_order_lines', 'stock_orders', 'stock_reception_lines', 'stock_receptions', 'stock_recipe_ingredients', 'stock_recipes');--> statement-breakpoint
DO $$ DECLARE r record; BEGIN
  FOR r IN SELECT * FROM tenant_key_references LOOP EXECUTE format('ALTER TABLE %s DROP CONSTRAINT %I', r.child, r.name); END LOOP;
END $$;--> statement-breakpoint
ALTER TABLE "stock_inventories" DROP CONSTRAINT "stock_inventories_restaurant_id_id_key";--> statement-breakpoint
ALTER TABLE "stock_orders" DROP CONSTRAINT "stock_orders_restaurant_id_id_key";--> statement-breakpoint
ALTER TABLE "stock_receptions" DROP CONSTRAINT "stock_receptions_restaurant_id_id_key";--> statement-breakpoint
ALTER TABLE "stock_recipes" DROP CONSTRAINT "stock_recipes_restaurant_id_id_key";--> statement-breakpoint
ALTER TABLE "stock_inventories" DROP CONSTRAINT "stock_inventories_pkey";--> statement-breakpoint
ALTER TABLE "stock_inventory_lines" DROP CONSTRAINT "stock_inventory_lines_pkey";--> statement-breakpoint
ALTER TABLE "stock_order_lines" DROP CONSTRAINT "stock_order_lines_pkey";--> statement-breakpoint
ALTER TABLE "stock_orders" DROP CONSTRAINT "stock_orders_pkey";--> statement-breakpoint
ALTER TABLE "stock_reception_lines" DROP CONSTRAINT "stock_reception_lines_pkey";--> statement-breakpoint
ALTER TABLE "stock_receptions" DROP CONSTRAINT "stock_receptions_pkey";--> statement-breakpoint
ALTER TABLE "stock_recipe_ingredients" DROP CONSTRAINT "stock_recipe_ingredients_pkey";--> statement-breakpoint
ALTER TABLE "stock_recipes" DROP CONSTRAINT "stock_recipes_pkey";--> statement-breakpoint
ALTER TABLE "stock_inventories" ADD CONSTRAINT "stock_inventories_pkey" PRIMARY KEY("restaurant_id","id");--> statement-breakpoint
ALTER TABLE "stock_inventory_lines" ADD CONSTRAINT "stock_inventory_lines_pkey" PRIMARY KEY("restaurant_id","id");--> statement-breakpoint
ALTER TABLE "stock_order_lines" ADD CONSTRAINT "stock_order_lines_pkey" PRIMARY KEY("restaurant_id","id");--> statement-breakpoint
ALTER TABLE "stock_orders" ADD CONSTRAINT "stock_orders_pkey" PRIMARY KEY("restaurant_id","id");--> statement-breakpoint
ALTER TABLE "stock_reception_lines" ADD CONSTRAINT "stock_reception_lines_pkey" PRIMARY KEY("restaurant_id","id");--> statement-breakpoint
ALTER TABLE "stock_receptions" ADD CONSTRAINT "stock_receptions_pkey" PRIMARY KEY("restaurant_id","id");--> statement-breakpoint
ALTER TABLE "stock_recipe_ingredients" ADD CONSTRAINT "stock_recipe_ingredients_pkey" PRIMARY KEY("restaurant_id","id");--> statement-breakpoint
ALTER TABLE "stock_recipes" ADD CONSTRAINT "stock_recipes_pkey" PRIMARY KEY("restaurant_id","id");--> statement-breakpoint
DO $$ DECLARE r record; BEGIN
  FOR r IN SELECT * FROM tenant_key_references LOOP
    EXECUTE format('ALTER TABLE %s ADD CONSTRAINT %I %s', r.child, r.name, r.definition);
  END LOOP;
END $$;--> statement-breakpoint
DROP TABLE tenant_key_references;
