-- Tenant primary keys (restaurant_id, id), the shape a distributed PostgreSQL needs (docs/scaling.md « Ready to shard »).
-- The composite references to these tables rested on their unique (restaurant_id, id), dropped below: they are put
-- aside, dropped, and re-created identical once the primary key exists (pg_get_constraintdef keeps ON DELETE …).
CREATE TEMP TABLE tenant_key_references AS
  SELECT conrelid::regclass::text AS child, conname AS name, pg_get_constraintdef(oid) AS definition
  FROM pg_constraint WHERE contype = 'f' AND confrelid::regclass::text IN ('haccp_equipment', 'haccp_non_conformities', 'haccp_records', 'haccp_record_photos', 'haccp_tasks', 'haccp_checklist_templates', 'haccp_cleaning_tasks');--> statement-breakpoint
DO $$ DECLARE r record; BEGIN
  FOR r IN SELECT * FROM tenant_key_references LOOP EXECUTE format('ALTER TABLE %s DROP CONSTRAINT %I', r.child, r.name); END LOOP;
END $$;--> statement-breakpoint
ALTER TABLE "haccp_equipment" DROP CONSTRAINT "haccp_equipment_restaurant_id_id_key";--> statement-breakpoint
ALTER TABLE "haccp_records" DROP CONSTRAINT "haccp_records_restaurant_id_id_key";--> statement-breakpoint
ALTER TABLE "haccp_tasks" DROP CONSTRAINT "haccp_tasks_restaurant_id_id_key";--> statement-breakpoint
ALTER TABLE "haccp_equipment" DROP CONSTRAINT "haccp_equipment_pkey";--> statement-breakpoint
ALTER TABLE "haccp_non_conformities" DROP CONSTRAINT "haccp_non_conformities_pkey";--> statement-breakpoint
ALTER TABLE "haccp_records" DROP CONSTRAINT "haccp_records_pkey";--> statement-breakpoint
ALTER TABLE "haccp_record_photos" DROP CONSTRAINT "haccp_record_photos_pkey";--> statement-breakpoint
ALTER TABLE "haccp_tasks" DROP CONSTRAINT "haccp_tasks_pkey";--> statement-breakpoint
ALTER TABLE "haccp_checklist_templates" DROP CONSTRAINT "haccp_checklist_templates_pkey";--> statement-breakpoint
ALTER TABLE "haccp_cleaning_tasks" DROP CONSTRAINT "haccp_cleaning_tasks_pkey";--> statement-breakpoint
ALTER TABLE "haccp_equipment" ADD CONSTRAINT "haccp_equipment_pkey" PRIMARY KEY("restaurant_id","id");--> statement-breakpoint
ALTER TABLE "haccp_non_conformities" ADD CONSTRAINT "haccp_non_conformities_pkey" PRIMARY KEY("restaurant_id","id");--> statement-breakpoint
ALTER TABLE "haccp_records" ADD CONSTRAINT "haccp_records_pkey" PRIMARY KEY("restaurant_id","id");--> statement-breakpoint
ALTER TABLE "haccp_record_photos" ADD CONSTRAINT "haccp_record_photos_pkey" PRIMARY KEY("restaurant_id","id");--> statement-breakpoint
ALTER TABLE "haccp_tasks" ADD CONSTRAINT "haccp_tasks_pkey" PRIMARY KEY("restaurant_id","id");--> statement-breakpoint
ALTER TABLE "haccp_checklist_templates" ADD CONSTRAINT "haccp_checklist_templates_pkey" PRIMARY KEY("restaurant_id","id");--> statement-breakpoint
ALTER TABLE "haccp_cleaning_tasks" ADD CONSTRAINT "haccp_cleaning_tasks_pkey" PRIMARY KEY("restaurant_id","id");--> statement-breakpoint
DO $$ DECLARE r record; BEGIN
  FOR r IN SELECT * FROM tenant_key_references LOOP
    EXECUTE format('ALTER TABLE %s ADD CONSTRAINT %I %s', r.child, r.name, r.definition);
  END LOOP;
END $$;--> statement-breakpoint
DROP TABLE tenant_key_references;
