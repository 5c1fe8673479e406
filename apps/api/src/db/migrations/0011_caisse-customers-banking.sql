CREATE TABLE "caisse_bank_countings" (
	"id" uuid PRIMARY KEY NOT NULL,
	"restaurant_id" uuid NOT NULL,
	"place" text NOT NULL,
	"register_id" uuid,
	"business_date" date NOT NULL,
	"counted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"denominations" jsonb NOT NULL,
	"counted_cents" integer NOT NULL,
	"expected_cents" integer NOT NULL,
	"variance_cents" integer NOT NULL,
	"variance_reason" text,
	"counted_by_user_id" uuid,
	"counted_by_name" text,
	CONSTRAINT "caisse_bank_countings_restaurant_id_id_key" UNIQUE("restaurant_id","id")
);
--> statement-breakpoint
CREATE TABLE "caisse_bank_deposits" (
	"id" uuid PRIMARY KEY NOT NULL,
	"restaurant_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"kind" text NOT NULL,
	"slip_number" text NOT NULL,
	"deposited_on" date NOT NULL,
	"amount_cents" integer NOT NULL,
	"denominations" jsonb,
	"comment" text,
	"status" text DEFAULT 'validated' NOT NULL,
	"cancel_reason" text,
	"canceled_at" timestamp with time zone,
	"canceled_by_name" text,
	"created_by_user_id" uuid,
	"created_by_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "caisse_bank_deposits_restaurant_id_id_key" UNIQUE("restaurant_id","id"),
	CONSTRAINT "caisse_bank_deposits_restaurant_number_key" UNIQUE("restaurant_id","number")
);
--> statement-breakpoint
CREATE TABLE "caisse_customers" (
	"id" uuid PRIMARY KEY NOT NULL,
	"restaurant_id" uuid NOT NULL,
	"first_name" text,
	"last_name" text NOT NULL,
	"email" text,
	"phone" text,
	"birthday" date,
	"address_line" text,
	"postal_code" text,
	"city" text,
	"company" text,
	"vat_number" text,
	"loyalty_points" integer DEFAULT 0 NOT NULL,
	"notes" text,
	"marketing_consent" boolean DEFAULT false NOT NULL,
	"anonymised_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "caisse_customers_restaurant_id_id_key" UNIQUE("restaurant_id","id")
);
--> statement-breakpoint
ALTER TABLE "caisse_bank_countings" ADD CONSTRAINT "caisse_bank_countings_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "caisse_bank_countings" ADD CONSTRAINT "caisse_bank_countings_register_id_restaurant_hardwares_id_fk" FOREIGN KEY ("register_id") REFERENCES "public"."restaurant_hardwares"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "caisse_bank_countings" ADD CONSTRAINT "caisse_bank_countings_counted_by_user_id_users_id_fk" FOREIGN KEY ("counted_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "caisse_bank_deposits" ADD CONSTRAINT "caisse_bank_deposits_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "caisse_bank_deposits" ADD CONSTRAINT "caisse_bank_deposits_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "caisse_customers" ADD CONSTRAINT "caisse_customers_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "caisse_bank_countings_restaurant_date_idx" ON "caisse_bank_countings" USING btree ("restaurant_id","business_date","id");--> statement-breakpoint
CREATE INDEX "caisse_bank_deposits_restaurant_date_idx" ON "caisse_bank_deposits" USING btree ("restaurant_id","deposited_on","id");--> statement-breakpoint
CREATE UNIQUE INDEX "caisse_customers_restaurant_email_key" ON "caisse_customers" USING btree ("restaurant_id",lower("email")) WHERE "caisse_customers"."email" is not null;--> statement-breakpoint
CREATE INDEX "caisse_customers_restaurant_name_idx" ON "caisse_customers" USING btree ("restaurant_id","last_name","first_name");--> statement-breakpoint
CREATE INDEX "caisse_customers_restaurant_created_idx" ON "caisse_customers" USING btree ("restaurant_id","created_at");--> statement-breakpoint
-- hand-written below (keep on regeneration)
-- A customer's orders (list counts, last visit, details) are read by customer: the ledger's tickets get an index for it.
CREATE INDEX "caisse_tickets_restaurant_customer_idx" ON "caisse_tickets" USING btree ("restaurant_id","customer_id","closed_at") WHERE "customer_id" is not null;
--> statement-breakpoint
-- Countings are written once; a deposit only changes validated → canceled with its reason, nothing else.
CREATE TRIGGER "caisse_bank_countings_guard" BEFORE UPDATE OR DELETE ON "caisse_bank_countings" FOR EACH ROW EXECUTE FUNCTION "caisse_ledger_refuse_change"();--> statement-breakpoint
CREATE FUNCTION "caisse_bank_deposits_guard"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.status = 'validated' AND NEW.status = 'canceled' AND NEW.cancel_reason IS NOT NULL
     AND (to_jsonb(NEW) - 'status' - 'cancel_reason' - 'canceled_at' - 'canceled_by_name')
       = (to_jsonb(OLD) - 'status' - 'cancel_reason' - 'canceled_at' - 'canceled_by_name') THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'Une remise en banque validée ne se modifie pas : % refusé sur la remise n°%', TG_OP, OLD.number USING ERRCODE = 'FF001';
END $$;
--> statement-breakpoint
CREATE TRIGGER "caisse_bank_deposits_guard" BEFORE UPDATE OR DELETE ON "caisse_bank_deposits" FOR EACH ROW EXECUTE FUNCTION "caisse_bank_deposits_guard"();
