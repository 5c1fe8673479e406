-- Tenant primary keys (restaurant_id, id), the shape a distributed PostgreSQL needs (docs/scaling.md « Ready to shard »).
-- The composite references to these tables rested on their unique (restaurant_id, id), dropped below: they are put
-- aside, dropped, and re-created identical once the primary key exists (pg_get_constraintdef keeps ON DELETE …).
CREATE TEMP TABLE tenant_key_references AS
  SELECT conrelid::regclass::text AS child, conname AS name, pg_get_constraintdef(oid) AS definition
  FROM pg_constraint WHERE contype = 'f' AND confrelid::regclass::text IN ('caisse_categories', 'caisse_menu_steps', 'caisse_menus', 'caisse_option_groups', 'caisse_option_values', 'caisse_products', 'caisse_tags', 'caisse_taxes', 'caisse_pos_users', 'caisse_roles');--> statement-breakpoint
DO $$ DECLARE r record; BEGIN
  FOR r IN SELECT * FROM tenant_key_references LOOP EXECUTE format('ALTER TABLE %s DROP CONSTRAINT %I', r.child, r.name); END LOOP;
END $$;--> statement-breakpoint
ALTER TABLE "caisse_categories" DROP CONSTRAINT "caisse_categories_restaurant_id_id_key";--> statement-breakpoint
ALTER TABLE "caisse_menu_steps" DROP CONSTRAINT "caisse_menu_steps_restaurant_id_id_key";--> statement-breakpoint
ALTER TABLE "caisse_menus" DROP CONSTRAINT "caisse_menus_restaurant_id_id_key";--> statement-breakpoint
ALTER TABLE "caisse_option_groups" DROP CONSTRAINT "caisse_option_groups_restaurant_id_id_key";--> statement-breakpoint
ALTER TABLE "caisse_products" DROP CONSTRAINT "caisse_products_restaurant_id_id_key";--> statement-breakpoint
ALTER TABLE "caisse_tags" DROP CONSTRAINT "caisse_tags_restaurant_id_id_key";--> statement-breakpoint
ALTER TABLE "caisse_taxes" DROP CONSTRAINT "caisse_taxes_restaurant_id_id_key";--> statement-breakpoint
ALTER TABLE "caisse_pos_users" DROP CONSTRAINT "caisse_pos_users_restaurant_id_id_key";--> statement-breakpoint
ALTER TABLE "caisse_roles" DROP CONSTRAINT "caisse_roles_restaurant_id_key";--> statement-breakpoint
ALTER TABLE "caisse_categories" DROP CONSTRAINT "caisse_categories_pkey";--> statement-breakpoint
ALTER TABLE "caisse_menu_steps" DROP CONSTRAINT "caisse_menu_steps_pkey";--> statement-breakpoint
ALTER TABLE "caisse_menus" DROP CONSTRAINT "caisse_menus_pkey";--> statement-breakpoint
ALTER TABLE "caisse_option_groups" DROP CONSTRAINT "caisse_option_groups_pkey";--> statement-breakpoint
ALTER TABLE "caisse_option_values" DROP CONSTRAINT "caisse_option_values_pkey";--> statement-breakpoint
ALTER TABLE "caisse_products" DROP CONSTRAINT "caisse_products_pkey";--> statement-breakpoint
ALTER TABLE "caisse_tags" DROP CONSTRAINT "caisse_tags_pkey";--> statement-breakpoint
ALTER TABLE "caisse_taxes" DROP CONSTRAINT "caisse_taxes_pkey";--> statement-breakpoint
ALTER TABLE "caisse_pos_users" DROP CONSTRAINT "caisse_pos_users_pkey";--> statement-breakpoint
ALTER TABLE "caisse_roles" DROP CONSTRAINT "caisse_roles_pkey";--> statement-breakpoint
ALTER TABLE "caisse_categories" ADD CONSTRAINT "caisse_categories_pkey" PRIMARY KEY("restaurant_id","id");--> statement-breakpoint
ALTER TABLE "caisse_menu_steps" ADD CONSTRAINT "caisse_menu_steps_pkey" PRIMARY KEY("restaurant_id","id");--> statement-breakpoint
ALTER TABLE "caisse_menus" ADD CONSTRAINT "caisse_menus_pkey" PRIMARY KEY("restaurant_id","id");--> statement-breakpoint
ALTER TABLE "caisse_option_groups" ADD CONSTRAINT "caisse_option_groups_pkey" PRIMARY KEY("restaurant_id","id");--> statement-breakpoint
ALTER TABLE "caisse_option_values" ADD CONSTRAINT "caisse_option_values_pkey" PRIMARY KEY("restaurant_id","id");--> statement-breakpoint
ALTER TABLE "caisse_products" ADD CONSTRAINT "caisse_products_pkey" PRIMARY KEY("restaurant_id","id");--> statement-breakpoint
ALTER TABLE "caisse_tags" ADD CONSTRAINT "caisse_tags_pkey" PRIMARY KEY("restaurant_id","id");--> statement-breakpoint
ALTER TABLE "caisse_taxes" ADD CONSTRAINT "caisse_taxes_pkey" PRIMARY KEY("restaurant_id","id");--> statement-breakpoint
ALTER TABLE "caisse_pos_users" ADD CONSTRAINT "caisse_pos_users_pkey" PRIMARY KEY("restaurant_id","id");--> statement-breakpoint
ALTER TABLE "caisse_roles" ADD CONSTRAINT "caisse_roles_pkey" PRIMARY KEY("restaurant_id","id");--> statement-breakpoint
DO $$ DECLARE r record; BEGIN
  FOR r IN SELECT * FROM tenant_key_references LOOP
    EXECUTE format('ALTER TABLE %s ADD CONSTRAINT %I %s', r.child, r.name, r.definition);
  END LOOP;
END $$;--> statement-breakpoint
DROP TABLE tenant_key_references;
