-- Tenant primary keys (restaurant_id, id), the shape a distributed PostgreSQL needs (docs/scaling.md « Ready to shard »).
-- The composite references to these tables rested on their unique (restaurant_id, id), dropped below: they are put
-- aside, dropped, and re-created identical once the primary key exists (pg_get_constraintdef keeps ON DELETE …).
CREATE TEMP TABLE tenant_key_references AS
  SELECT conrelid::regclass::text AS child, conname AS name, pg_get_constraintdef(oid) AS definition
  FROM pg_constraint WHERE contype = 'f' AND confrelid::regclass::text IN ('caisse_bank_countings', 'caisse_bank_deposits', 'caisse_bank_transfers');--> statement-breakpoint
DO $$ DECLARE r record; BEGIN
  FOR r IN SELECT * FROM tenant_key_references LOOP EXECUTE format('ALTER TABLE %s DROP CONSTRAINT %I', r.child, r.name); END LOOP;
END $$;--> statement-breakpoint
ALTER TABLE "caisse_bank_countings" DROP CONSTRAINT "caisse_bank_countings_restaurant_id_id_key";--> statement-breakpoint
ALTER TABLE "caisse_bank_deposits" DROP CONSTRAINT "caisse_bank_deposits_restaurant_id_id_key";--> statement-breakpoint
ALTER TABLE "caisse_bank_transfers" DROP CONSTRAINT "caisse_bank_transfers_restaurant_id_id_key";--> statement-breakpoint
ALTER TABLE "caisse_bank_countings" DROP CONSTRAINT "caisse_bank_countings_pkey";--> statement-breakpoint
ALTER TABLE "caisse_bank_deposits" DROP CONSTRAINT "caisse_bank_deposits_pkey";--> statement-breakpoint
ALTER TABLE "caisse_bank_transfers" DROP CONSTRAINT "caisse_bank_transfers_pkey";--> statement-breakpoint
ALTER TABLE "caisse_bank_countings" ADD CONSTRAINT "caisse_bank_countings_pkey" PRIMARY KEY("restaurant_id","id");--> statement-breakpoint
ALTER TABLE "caisse_bank_deposits" ADD CONSTRAINT "caisse_bank_deposits_pkey" PRIMARY KEY("restaurant_id","id");--> statement-breakpoint
ALTER TABLE "caisse_bank_transfers" ADD CONSTRAINT "caisse_bank_transfers_pkey" PRIMARY KEY("restaurant_id","id");--> statement-breakpoint
DO $$ DECLARE r record; BEGIN
  FOR r IN SELECT * FROM tenant_key_references LOOP
    EXECUTE format('ALTER TABLE %s ADD CONSTRAINT %I %s', r.child, r.name, r.definition);
  END LOOP;
END $$;--> statement-breakpoint
DROP TABLE tenant_key_references;
