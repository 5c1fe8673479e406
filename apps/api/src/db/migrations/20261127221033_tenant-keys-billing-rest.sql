-- Tenant primary keys (restaurant_id, id), the shape a distributed PostgreSQL needs (docs/scaling.md « Ready to shard »).
-- The composite references to these tables rested on their unique (restaurant_id, id), dropped below: they are put
-- aside, dropped, and re-created identical once the primary key exists (pg_get_constraintdef keeps ON DELETE …).
CREATE TEMP TABLE tenant_key_references AS
  SELECT conrelid::regclass::text AS child, conname AS name, pg_get_constraintdef(oid) AS definition
  FROM pg_constraint WHERE contype = 'f' AND confrelid::regclass::text IN ('restaurant_subscriptions', 'subscription_credit_notes', 'subscription_invoices', 'restaurant_hardwares', 'restaurant_invitations', 'fitfit_module_restaurants');--> statement-breakpoint
DO $$ DECLARE r record; BEGIN
  FOR r IN SELECT * FROM tenant_key_references LOOP EXECUTE format('ALTER TABLE %s DROP CONSTRAINT %I', r.child, r.name); END LOOP;
END $$;--> statement-breakpoint
ALTER TABLE "restaurant_subscriptions" DROP CONSTRAINT "restaurant_subscriptions_restaurant_id_id_key";--> statement-breakpoint
ALTER TABLE "subscription_invoices" DROP CONSTRAINT "subscription_invoices_restaurant_id_id_key";--> statement-breakpoint
ALTER TABLE "restaurant_hardwares" DROP CONSTRAINT "restaurant_hardwares_restaurant_id_id_key";--> statement-breakpoint
DROP INDEX "restaurant_hardwares_api_key_key";--> statement-breakpoint
DROP INDEX "restaurant_invitations_token_hash_key";--> statement-breakpoint
DROP INDEX "subscription_credit_notes_invoice_key";--> statement-breakpoint
DROP INDEX "subscription_credit_notes_number_key";--> statement-breakpoint
DROP INDEX "subscription_credit_notes_year_seq_key";--> statement-breakpoint
DROP INDEX "subscription_invoices_subscription_period_key";--> statement-breakpoint
DROP INDEX "subscription_invoices_number_key";--> statement-breakpoint
DROP INDEX "subscription_invoices_year_seq_key";--> statement-breakpoint
ALTER TABLE "subscription_invoice_lines" DROP CONSTRAINT "subscription_invoice_lines_invoice_id_position_pk";--> statement-breakpoint
ALTER TABLE "restaurant_subscriptions" DROP CONSTRAINT "restaurant_subscriptions_pkey";--> statement-breakpoint
ALTER TABLE "subscription_credit_notes" DROP CONSTRAINT "subscription_credit_notes_pkey";--> statement-breakpoint
ALTER TABLE "subscription_invoices" DROP CONSTRAINT "subscription_invoices_pkey";--> statement-breakpoint
ALTER TABLE "restaurant_hardwares" DROP CONSTRAINT "restaurant_hardwares_pkey";--> statement-breakpoint
ALTER TABLE "restaurant_invitations" DROP CONSTRAINT "restaurant_invitations_pkey";--> statement-breakpoint
ALTER TABLE "fitfit_module_restaurants" DROP CONSTRAINT "fitfit_module_restaurants_pkey";--> statement-breakpoint
ALTER TABLE "restaurant_subscriptions" ADD CONSTRAINT "restaurant_subscriptions_pkey" PRIMARY KEY("restaurant_id","id");--> statement-breakpoint
ALTER TABLE "subscription_credit_notes" ADD CONSTRAINT "subscription_credit_notes_pkey" PRIMARY KEY("restaurant_id","id");--> statement-breakpoint
ALTER TABLE "subscription_invoice_lines" ADD CONSTRAINT "subscription_invoice_lines_restaurant_id_invoice_id_position_pk" PRIMARY KEY("restaurant_id","invoice_id","position");--> statement-breakpoint
ALTER TABLE "subscription_invoices" ADD CONSTRAINT "subscription_invoices_pkey" PRIMARY KEY("restaurant_id","id");--> statement-breakpoint
ALTER TABLE "restaurant_hardwares" ADD CONSTRAINT "restaurant_hardwares_pkey" PRIMARY KEY("restaurant_id","id");--> statement-breakpoint
ALTER TABLE "restaurant_invitations" ADD CONSTRAINT "restaurant_invitations_pkey" PRIMARY KEY("restaurant_id","id");--> statement-breakpoint
ALTER TABLE "fitfit_module_restaurants" ADD CONSTRAINT "fitfit_module_restaurants_pkey" PRIMARY KEY("restaurant_id","id");--> statement-breakpoint
CREATE INDEX "restaurant_subscriptions_id_idx" ON "restaurant_subscriptions" USING btree ("id");--> statement-breakpoint
CREATE INDEX "subscription_invoices_id_idx" ON "subscription_invoices" USING btree ("id");--> statement-breakpoint
CREATE INDEX "restaurant_hardwares_api_key_idx" ON "restaurant_hardwares" USING btree ("api_key_hash");--> statement-breakpoint
CREATE INDEX "restaurant_invitations_token_hash_idx" ON "restaurant_invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_credit_notes_invoice_key" ON "subscription_credit_notes" USING btree ("restaurant_id","invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_credit_notes_number_key" ON "subscription_credit_notes" USING btree ("restaurant_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_credit_notes_year_seq_key" ON "subscription_credit_notes" USING btree ("restaurant_id","number_year","number_seq");--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_invoices_subscription_period_key" ON "subscription_invoices" USING btree ("restaurant_id","subscription_id","period");--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_invoices_number_key" ON "subscription_invoices" USING btree ("restaurant_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_invoices_year_seq_key" ON "subscription_invoices" USING btree ("restaurant_id","number_year","number_seq");--> statement-breakpoint
DO $$ DECLARE r record; BEGIN
  FOR r IN SELECT * FROM tenant_key_references LOOP
    EXECUTE format('ALTER TABLE %s ADD CONSTRAINT %I %s', r.child, r.name, r.definition);
  END LOOP;
END $$;--> statement-breakpoint
DROP TABLE tenant_key_references;
