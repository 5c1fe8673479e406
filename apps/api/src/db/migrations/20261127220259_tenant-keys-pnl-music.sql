-- Tenant primary keys (restaurant_id, id), the shape a distributed PostgreSQL needs (docs/scaling.md « Ready to shard »).
-- The composite references to these tables rested on their unique (restaurant_id, id), dropped below: they are put
-- aside, dropped, and re-created identical once the primary key exists (pg_get_constraintdef keeps ON DELETE …).
CREATE TEMP TABLE tenant_key_references AS
  SELECT conrelid::regclass::text AS child, conname AS name, pg_get_constraintdef(oid) AS definition
  FROM pg_constraint WHERE contype = 'f' AND confrelid::regclass::text IN ('music_own_playlists', 'pnl_charge_categories', 'pnl_entries');--> statement-breakpoint
DO $$ DECLARE r record; BEGIN
  FOR r IN SELECT * FROM tenant_key_references LOOP EXECUTE format('ALTER TABLE %s DROP CONSTRAINT %I', r.child, r.name); END LOOP;
END $$;--> statement-breakpoint
ALTER TABLE "music_own_playlists" DROP CONSTRAINT "music_own_playlists_restaurant_id_id_key";--> statement-breakpoint
ALTER TABLE "pnl_charge_categories" DROP CONSTRAINT "pnl_charge_categories_restaurant_id_id_key";--> statement-breakpoint
ALTER TABLE "music_own_playlists" DROP CONSTRAINT "music_own_playlists_pkey";--> statement-breakpoint
ALTER TABLE "pnl_charge_categories" DROP CONSTRAINT "pnl_charge_categories_pkey";--> statement-breakpoint
ALTER TABLE "pnl_entries" DROP CONSTRAINT "pnl_entries_pkey";--> statement-breakpoint
ALTER TABLE "music_own_playlists" ADD CONSTRAINT "music_own_playlists_pkey" PRIMARY KEY("restaurant_id","id");--> statement-breakpoint
ALTER TABLE "pnl_charge_categories" ADD CONSTRAINT "pnl_charge_categories_pkey" PRIMARY KEY("restaurant_id","id");--> statement-breakpoint
ALTER TABLE "pnl_entries" ADD CONSTRAINT "pnl_entries_pkey" PRIMARY KEY("restaurant_id","id");--> statement-breakpoint
DO $$ DECLARE r record; BEGIN
  FOR r IN SELECT * FROM tenant_key_references LOOP
    EXECUTE format('ALTER TABLE %s ADD CONSTRAINT %I %s', r.child, r.name, r.definition);
  END LOOP;
END $$;--> statement-breakpoint
DROP TABLE tenant_key_references;
