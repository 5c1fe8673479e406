CREATE TABLE "caisse_bank_deposit_cheques" (
	"restaurant_id" uuid NOT NULL,
	"deposit_id" uuid NOT NULL,
	"payment_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	CONSTRAINT "caisse_bank_deposit_cheques_restaurant_id_deposit_id_payment_id_pk" PRIMARY KEY("restaurant_id","deposit_id","payment_id")
);
--> statement-breakpoint
CREATE TABLE "caisse_bank_transfers" (
	"id" uuid PRIMARY KEY NOT NULL,
	"restaurant_id" uuid NOT NULL,
	"direction" text NOT NULL,
	"register_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"reason" text NOT NULL,
	"business_date" date NOT NULL,
	"transferred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"transferred_by_user_id" uuid,
	"transferred_by_name" text,
	CONSTRAINT "caisse_bank_transfers_restaurant_id_id_key" UNIQUE("restaurant_id","id")
);
--> statement-breakpoint
ALTER TABLE "caisse_bank_deposit_cheques" ADD CONSTRAINT "caisse_bank_deposit_cheques_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "caisse_bank_deposit_cheques" ADD CONSTRAINT "caisse_bank_deposit_cheques_payment_id_caisse_ticket_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."caisse_ticket_payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "caisse_bank_deposit_cheques" ADD CONSTRAINT "caisse_bank_deposit_cheques_deposit_fk" FOREIGN KEY ("restaurant_id","deposit_id") REFERENCES "public"."caisse_bank_deposits"("restaurant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "caisse_bank_transfers" ADD CONSTRAINT "caisse_bank_transfers_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "caisse_bank_transfers" ADD CONSTRAINT "caisse_bank_transfers_register_id_restaurant_hardwares_id_fk" FOREIGN KEY ("register_id") REFERENCES "public"."restaurant_hardwares"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "caisse_bank_transfers" ADD CONSTRAINT "caisse_bank_transfers_transferred_by_user_id_users_id_fk" FOREIGN KEY ("transferred_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "caisse_bank_deposit_cheques_restaurant_payment_idx" ON "caisse_bank_deposit_cheques" USING btree ("restaurant_id","payment_id");--> statement-breakpoint
CREATE INDEX "caisse_bank_transfers_restaurant_date_idx" ON "caisse_bank_transfers" USING btree ("restaurant_id","business_date","id");--> statement-breakpoint
-- hand-written below (keep on regeneration)
-- A cheque deposit's cheques and the register ↔ safe transfers are written once, like the countings.
CREATE TRIGGER "caisse_bank_deposit_cheques_guard" BEFORE UPDATE OR DELETE ON "caisse_bank_deposit_cheques" FOR EACH ROW EXECUTE FUNCTION "caisse_ledger_refuse_change"();--> statement-breakpoint
CREATE TRIGGER "caisse_bank_transfers_guard" BEFORE UPDATE OR DELETE ON "caisse_bank_transfers" FOR EACH ROW EXECUTE FUNCTION "caisse_ledger_refuse_change"();
--> statement-breakpoint
-- The cheques to remit are read by method: a partial index holds only the cheque payments (a few a week).
CREATE INDEX "caisse_ticket_payments_cheques_idx" ON "caisse_ticket_payments" USING btree ("restaurant_id","ticket_id") WHERE "method" = 'cheque';
