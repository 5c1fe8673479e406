-- Tenant primary keys (restaurant_id, id), the shape a distributed PostgreSQL needs (docs/scaling.md « Ready to shard »).
-- The composite references to these tables rested on their unique (restaurant_id, id), dropped below: they are put
-- aside, dropped, and re-created identical once the primary key exists (pg_get_constraintdef keeps ON DELETE …).
CREATE TEMP TABLE tenant_key_references AS
  SELECT conrelid::regclass::text AS child, conname AS name, pg_get_constraintdef(oid) AS definition
  FROM pg_constraint WHERE contype = 'f' AND confrelid::regclass::text IN ('caisse_fiscal_archives', 'caisse_customers', 'caisse_cash_movements', 'caisse_closings', 'caisse_ledger_events', 'caisse_ticket_lines', 'caisse_ticket_payments', 'caisse_ticket_reprints', 'caisse_tickets', 'caisse_open_orders');--> statement-breakpoint
DO $$ DECLARE r record; BEGIN
  FOR r IN SELECT * FROM tenant_key_references LOOP EXECUTE format('ALTER TABLE %s DROP CONSTRAINT %I', r.child, r.name); END LOOP;
END $$;--> statement-breakpoint
ALTER TABLE "caisse_customers" DROP CONSTRAINT "caisse_customers_restaurant_id_id_key";--> statement-breakpoint
ALTER TABLE "caisse_closings" DROP CONSTRAINT "caisse_closings_restaurant_id_id_key";--> statement-breakpoint
ALTER TABLE "caisse_ticket_payments" DROP CONSTRAINT "caisse_ticket_payments_restaurant_id_id_key";--> statement-breakpoint
ALTER TABLE "caisse_tickets" DROP CONSTRAINT "caisse_tickets_restaurant_id_id_key";--> statement-breakpoint
ALTER TABLE "caisse_fiscal_archives" DROP CONSTRAINT "caisse_fiscal_archives_pkey";--> statement-breakpoint
ALTER TABLE "caisse_customers" DROP CONSTRAINT "caisse_customers_pkey";--> statement-breakpoint
ALTER TABLE "caisse_cash_movements" DROP CONSTRAINT "caisse_cash_movements_pkey";--> statement-breakpoint
ALTER TABLE "caisse_closings" DROP CONSTRAINT "caisse_closings_pkey";--> statement-breakpoint
ALTER TABLE "caisse_ledger_events" DROP CONSTRAINT "caisse_ledger_events_pkey";--> statement-breakpoint
ALTER TABLE "caisse_ticket_lines" DROP CONSTRAINT "caisse_ticket_lines_pkey";--> statement-breakpoint
ALTER TABLE "caisse_ticket_payments" DROP CONSTRAINT "caisse_ticket_payments_pkey";--> statement-breakpoint
ALTER TABLE "caisse_ticket_reprints" DROP CONSTRAINT "caisse_ticket_reprints_pkey";--> statement-breakpoint
ALTER TABLE "caisse_tickets" DROP CONSTRAINT "caisse_tickets_pkey";--> statement-breakpoint
ALTER TABLE "caisse_open_orders" DROP CONSTRAINT "caisse_open_orders_pkey";--> statement-breakpoint
ALTER TABLE "caisse_fiscal_archives" ADD CONSTRAINT "caisse_fiscal_archives_pkey" PRIMARY KEY("restaurant_id","id");--> statement-breakpoint
ALTER TABLE "caisse_customers" ADD CONSTRAINT "caisse_customers_pkey" PRIMARY KEY("restaurant_id","id");--> statement-breakpoint
ALTER TABLE "caisse_cash_movements" ADD CONSTRAINT "caisse_cash_movements_pkey" PRIMARY KEY("restaurant_id","id");--> statement-breakpoint
ALTER TABLE "caisse_closings" ADD CONSTRAINT "caisse_closings_pkey" PRIMARY KEY("restaurant_id","id");--> statement-breakpoint
ALTER TABLE "caisse_ledger_events" ADD CONSTRAINT "caisse_ledger_events_pkey" PRIMARY KEY("restaurant_id","id");--> statement-breakpoint
ALTER TABLE "caisse_ticket_lines" ADD CONSTRAINT "caisse_ticket_lines_pkey" PRIMARY KEY("restaurant_id","id");--> statement-breakpoint
ALTER TABLE "caisse_ticket_payments" ADD CONSTRAINT "caisse_ticket_payments_pkey" PRIMARY KEY("restaurant_id","id");--> statement-breakpoint
ALTER TABLE "caisse_ticket_reprints" ADD CONSTRAINT "caisse_ticket_reprints_pkey" PRIMARY KEY("restaurant_id","id");--> statement-breakpoint
ALTER TABLE "caisse_tickets" ADD CONSTRAINT "caisse_tickets_pkey" PRIMARY KEY("restaurant_id","id");--> statement-breakpoint
ALTER TABLE "caisse_open_orders" ADD CONSTRAINT "caisse_open_orders_pkey" PRIMARY KEY("restaurant_id","id");--> statement-breakpoint
DO $$ DECLARE r record; BEGIN
  FOR r IN SELECT * FROM tenant_key_references LOOP
    EXECUTE format('ALTER TABLE %s ADD CONSTRAINT %I %s', r.child, r.name, r.definition);
  END LOOP;
END $$;--> statement-breakpoint
DROP TABLE tenant_key_references;
