CREATE TABLE "caisse_fiscal_archives" (
	"id" uuid PRIMARY KEY NOT NULL,
	"restaurant_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"period" text NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_user_id" uuid,
	"created_by_name" text,
	"counts" jsonb NOT NULL,
	"total_ttc_cents" bigint NOT NULL,
	"manifest" text NOT NULL,
	"file_sha256" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"content" "bytea" NOT NULL,
	"key_id" text NOT NULL,
	"previous_hash" text NOT NULL,
	"hash" text NOT NULL,
	CONSTRAINT "caisse_fiscal_archives_restaurant_number_key" UNIQUE("restaurant_id","number")
);
--> statement-breakpoint
CREATE TABLE "compliance_signing_keys" (
	"name" text PRIMARY KEY NOT NULL,
	"key_id" text NOT NULL,
	"public_key_pem" text NOT NULL,
	"private_key_pem" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "caisse_cash_movements" (
	"id" uuid PRIMARY KEY NOT NULL,
	"restaurant_id" uuid NOT NULL,
	"register_id" uuid,
	"terminal_number" integer NOT NULL,
	"kind" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"reason" text,
	"pos_user_id" uuid,
	"pos_user_name" text,
	"occurred_at" timestamp with time zone NOT NULL,
	"business_date" date NOT NULL,
	"late" boolean DEFAULT false NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "caisse_closings" (
	"id" uuid PRIMARY KEY NOT NULL,
	"restaurant_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"business_date" date NOT NULL,
	"from_date" date NOT NULL,
	"previous_last_ticket_number" integer NOT NULL,
	"last_ticket_number" integer NOT NULL,
	"closed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_by_user_id" uuid,
	"closed_by_name" text,
	"tickets_count" integer NOT NULL,
	"total_ttc_cents" bigint NOT NULL,
	"figures" jsonb NOT NULL,
	"counted_cash_cents" bigint NOT NULL,
	"cash_variance_cents" bigint NOT NULL,
	"variance_reason" text,
	"perpetual_grand_total_cents" bigint NOT NULL,
	"perpetual_absolute_total_cents" bigint NOT NULL,
	"previous_hash" text NOT NULL,
	"hash" text NOT NULL,
	CONSTRAINT "caisse_closings_restaurant_id_id_key" UNIQUE("restaurant_id","id"),
	CONSTRAINT "caisse_closings_restaurant_number_key" UNIQUE("restaurant_id","number"),
	CONSTRAINT "caisse_closings_restaurant_date_key" UNIQUE("restaurant_id","business_date")
);
--> statement-breakpoint
CREATE TABLE "caisse_ledger_events" (
	"id" uuid PRIMARY KEY NOT NULL,
	"restaurant_id" uuid NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"kind" text NOT NULL,
	"user_id" uuid,
	"actor_name" text,
	"register_id" uuid,
	"ticket_id" uuid,
	"closing_id" uuid,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "caisse_ledger_states" (
	"restaurant_id" uuid PRIMARY KEY NOT NULL,
	"last_ticket_number" integer DEFAULT 0 NOT NULL,
	"last_ticket_hash" text NOT NULL,
	"last_closing_number" integer DEFAULT 0 NOT NULL,
	"last_closing_hash" text NOT NULL,
	"last_closed_date" date,
	"grand_total_cents" bigint DEFAULT 0 NOT NULL,
	"absolute_total_cents" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "caisse_ticket_lines" (
	"id" uuid PRIMARY KEY NOT NULL,
	"restaurant_id" uuid NOT NULL,
	"ticket_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"product_id" uuid,
	"menu_id" uuid,
	"name" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"vat_rate_bp" integer,
	"discount_cents" integer DEFAULT 0 NOT NULL,
	"offered" boolean DEFAULT false NOT NULL,
	"total_cents" integer NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"choices" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"vat_split" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "caisse_ticket_payments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"restaurant_id" uuid NOT NULL,
	"ticket_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"method" text NOT NULL,
	"amount_cents" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "caisse_ticket_reprints" (
	"id" uuid PRIMARY KEY NOT NULL,
	"restaurant_id" uuid NOT NULL,
	"ticket_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"format" text NOT NULL,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "caisse_ticket_reprints_number_key" UNIQUE("restaurant_id","ticket_id","number")
);
--> statement-breakpoint
CREATE TABLE "caisse_ticket_vats" (
	"restaurant_id" uuid NOT NULL,
	"ticket_id" uuid NOT NULL,
	"rate_bp" integer NOT NULL,
	"ht_cents" integer NOT NULL,
	"tva_cents" integer NOT NULL,
	"ttc_cents" integer NOT NULL,
	CONSTRAINT "caisse_ticket_vats_restaurant_id_ticket_id_rate_bp_pk" PRIMARY KEY("restaurant_id","ticket_id","rate_bp")
);
--> statement-breakpoint
CREATE TABLE "caisse_tickets" (
	"id" uuid PRIMARY KEY NOT NULL,
	"restaurant_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"business_date" date NOT NULL,
	"status" text NOT NULL,
	"source" text NOT NULL,
	"type" text NOT NULL,
	"delivery_status" text,
	"register_id" uuid,
	"register_label" text,
	"terminal_number" integer,
	"table_label" text,
	"covers" integer DEFAULT 0 NOT NULL,
	"pos_user_id" uuid,
	"pos_user_name" text,
	"customer_id" uuid,
	"customer_name" text,
	"customer_email" text,
	"opened_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"total_ht_cents" integer NOT NULL,
	"total_tva_cents" integer NOT NULL,
	"total_ttc_cents" integer NOT NULL,
	"discount_cents" integer DEFAULT 0 NOT NULL,
	"offered_cents" integer DEFAULT 0 NOT NULL,
	"payment_methods" text[] DEFAULT '{}'::text[] NOT NULL,
	"late" boolean DEFAULT false NOT NULL,
	"cancels_ticket_id" uuid,
	"cancel_reason" text,
	"canceled_by_user_id" uuid,
	"previous_hash" text NOT NULL,
	"hash" text NOT NULL,
	CONSTRAINT "caisse_tickets_restaurant_id_id_key" UNIQUE("restaurant_id","id"),
	CONSTRAINT "caisse_tickets_restaurant_number_key" UNIQUE("restaurant_id","number")
);
--> statement-breakpoint
ALTER TABLE "caisse_fiscal_archives" ADD CONSTRAINT "caisse_fiscal_archives_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "caisse_fiscal_archives" ADD CONSTRAINT "caisse_fiscal_archives_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "caisse_cash_movements" ADD CONSTRAINT "caisse_cash_movements_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "caisse_cash_movements" ADD CONSTRAINT "caisse_cash_movements_register_id_restaurant_hardwares_id_fk" FOREIGN KEY ("register_id") REFERENCES "public"."restaurant_hardwares"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "caisse_closings" ADD CONSTRAINT "caisse_closings_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "caisse_closings" ADD CONSTRAINT "caisse_closings_closed_by_user_id_users_id_fk" FOREIGN KEY ("closed_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "caisse_ledger_events" ADD CONSTRAINT "caisse_ledger_events_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "caisse_ledger_events" ADD CONSTRAINT "caisse_ledger_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "caisse_ledger_states" ADD CONSTRAINT "caisse_ledger_states_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "caisse_ticket_lines" ADD CONSTRAINT "caisse_ticket_lines_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "caisse_ticket_lines" ADD CONSTRAINT "caisse_ticket_lines_ticket_fk" FOREIGN KEY ("restaurant_id","ticket_id") REFERENCES "public"."caisse_tickets"("restaurant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "caisse_ticket_payments" ADD CONSTRAINT "caisse_ticket_payments_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "caisse_ticket_payments" ADD CONSTRAINT "caisse_ticket_payments_ticket_fk" FOREIGN KEY ("restaurant_id","ticket_id") REFERENCES "public"."caisse_tickets"("restaurant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "caisse_ticket_reprints" ADD CONSTRAINT "caisse_ticket_reprints_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "caisse_ticket_reprints" ADD CONSTRAINT "caisse_ticket_reprints_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "caisse_ticket_reprints" ADD CONSTRAINT "caisse_ticket_reprints_ticket_fk" FOREIGN KEY ("restaurant_id","ticket_id") REFERENCES "public"."caisse_tickets"("restaurant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "caisse_ticket_vats" ADD CONSTRAINT "caisse_ticket_vats_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "caisse_ticket_vats" ADD CONSTRAINT "caisse_ticket_vats_ticket_fk" FOREIGN KEY ("restaurant_id","ticket_id") REFERENCES "public"."caisse_tickets"("restaurant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "caisse_tickets" ADD CONSTRAINT "caisse_tickets_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "caisse_tickets" ADD CONSTRAINT "caisse_tickets_register_id_restaurant_hardwares_id_fk" FOREIGN KEY ("register_id") REFERENCES "public"."restaurant_hardwares"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "caisse_tickets" ADD CONSTRAINT "caisse_tickets_canceled_by_user_id_users_id_fk" FOREIGN KEY ("canceled_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "caisse_tickets" ADD CONSTRAINT "caisse_tickets_cancels_fk" FOREIGN KEY ("restaurant_id","cancels_ticket_id") REFERENCES "public"."caisse_tickets"("restaurant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "caisse_fiscal_archives_restaurant_created_idx" ON "caisse_fiscal_archives" USING btree ("restaurant_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "caisse_cash_movements_terminal_number_key" ON "caisse_cash_movements" USING btree ("restaurant_id","register_id","terminal_number");--> statement-breakpoint
CREATE INDEX "caisse_cash_movements_restaurant_date_idx" ON "caisse_cash_movements" USING btree ("restaurant_id","business_date","id");--> statement-breakpoint
CREATE INDEX "caisse_ledger_events_restaurant_time_idx" ON "caisse_ledger_events" USING btree ("restaurant_id","occurred_at","id");--> statement-breakpoint
CREATE INDEX "caisse_ticket_lines_restaurant_ticket_idx" ON "caisse_ticket_lines" USING btree ("restaurant_id","ticket_id","position");--> statement-breakpoint
CREATE INDEX "caisse_ticket_payments_restaurant_ticket_idx" ON "caisse_ticket_payments" USING btree ("restaurant_id","ticket_id");--> statement-breakpoint
CREATE UNIQUE INDEX "caisse_tickets_terminal_number_key" ON "caisse_tickets" USING btree ("restaurant_id","register_id","terminal_number") WHERE "caisse_tickets"."terminal_number" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "caisse_tickets_cancels_key" ON "caisse_tickets" USING btree ("restaurant_id","cancels_ticket_id") WHERE "caisse_tickets"."cancels_ticket_id" is not null;--> statement-breakpoint
CREATE INDEX "caisse_tickets_restaurant_date_idx" ON "caisse_tickets" USING btree ("restaurant_id","business_date","id");--> statement-breakpoint
CREATE INDEX "caisse_tickets_restaurant_closed_at_idx" ON "caisse_tickets" USING btree ("restaurant_id","closed_at","id");--> statement-breakpoint
-- The ledger is written once (CGI 286 I-3° bis): PostgreSQL itself refuses to edit or delete it, whoever asks.
CREATE FUNCTION "caisse_ledger_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'Le journal des ventes est inaltérable : % refusé sur %', TG_OP, TG_TABLE_NAME USING ERRCODE = 'FF001';
END $$;
--> statement-breakpoint
-- A ticket's only allowed change: ended → canceled, every other column unchanged.
CREATE FUNCTION "caisse_tickets_guard"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.status = 'ended' AND NEW.status = 'canceled'
     AND (to_jsonb(NEW) - 'status') = (to_jsonb(OLD) - 'status') THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'Le journal des ventes est inaltérable : % refusé sur le ticket n°%', TG_OP, OLD.number USING ERRCODE = 'FF001';
END $$;
--> statement-breakpoint
CREATE TRIGGER "caisse_tickets_guard" BEFORE UPDATE OR DELETE ON "caisse_tickets" FOR EACH ROW EXECUTE FUNCTION "caisse_tickets_guard"();--> statement-breakpoint
CREATE TRIGGER "caisse_ticket_lines_guard" BEFORE UPDATE OR DELETE ON "caisse_ticket_lines" FOR EACH ROW EXECUTE FUNCTION "caisse_ledger_refuse_change"();--> statement-breakpoint
CREATE TRIGGER "caisse_ticket_payments_guard" BEFORE UPDATE OR DELETE ON "caisse_ticket_payments" FOR EACH ROW EXECUTE FUNCTION "caisse_ledger_refuse_change"();--> statement-breakpoint
CREATE TRIGGER "caisse_ticket_vats_guard" BEFORE UPDATE OR DELETE ON "caisse_ticket_vats" FOR EACH ROW EXECUTE FUNCTION "caisse_ledger_refuse_change"();--> statement-breakpoint
CREATE TRIGGER "caisse_cash_movements_guard" BEFORE UPDATE OR DELETE ON "caisse_cash_movements" FOR EACH ROW EXECUTE FUNCTION "caisse_ledger_refuse_change"();--> statement-breakpoint
CREATE TRIGGER "caisse_closings_guard" BEFORE UPDATE OR DELETE ON "caisse_closings" FOR EACH ROW EXECUTE FUNCTION "caisse_ledger_refuse_change"();--> statement-breakpoint
CREATE TRIGGER "caisse_ticket_reprints_guard" BEFORE UPDATE OR DELETE ON "caisse_ticket_reprints" FOR EACH ROW EXECUTE FUNCTION "caisse_ledger_refuse_change"();--> statement-breakpoint
CREATE TRIGGER "caisse_ledger_events_guard" BEFORE UPDATE OR DELETE ON "caisse_ledger_events" FOR EACH ROW EXECUTE FUNCTION "caisse_ledger_refuse_change"();--> statement-breakpoint
CREATE TRIGGER "caisse_ledger_truncate_guard" BEFORE TRUNCATE ON "caisse_tickets" FOR EACH STATEMENT EXECUTE FUNCTION "caisse_ledger_refuse_change"();--> statement-breakpoint
-- A fiscal archive, once made, is never edited nor deleted (same refusal as the rest of the ledger).
CREATE TRIGGER "caisse_fiscal_archives_guard" BEFORE UPDATE OR DELETE ON "caisse_fiscal_archives" FOR EACH ROW EXECUTE FUNCTION "caisse_ledger_refuse_change"();
