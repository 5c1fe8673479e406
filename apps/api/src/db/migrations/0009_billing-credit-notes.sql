CREATE TABLE "credit_note_number_counters" (
	"year" smallint PRIMARY KEY NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscription_credit_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"restaurant_id" uuid NOT NULL,
	"invoice_id" uuid NOT NULL,
	"number" text NOT NULL,
	"number_year" smallint NOT NULL,
	"number_seq" integer NOT NULL,
	"issued_on" date NOT NULL,
	"reason" text NOT NULL,
	"total_ht_cents" integer NOT NULL,
	"total_tva_cents" integer NOT NULL,
	"total_ttc_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "subscription_invoices" ADD COLUMN "payment_method" text;--> statement-breakpoint
ALTER TABLE "subscription_credit_notes" ADD CONSTRAINT "subscription_credit_notes_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_credit_notes" ADD CONSTRAINT "subscription_credit_notes_invoice_fk" FOREIGN KEY ("restaurant_id","invoice_id") REFERENCES "public"."subscription_invoices"("restaurant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "subscription_credit_notes_restaurant_idx" ON "subscription_credit_notes" USING btree ("restaurant_id","issued_on");--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_credit_notes_invoice_key" ON "subscription_credit_notes" USING btree ("invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_credit_notes_number_key" ON "subscription_credit_notes" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_credit_notes_year_seq_key" ON "subscription_credit_notes" USING btree ("number_year","number_seq");--> statement-breakpoint
CREATE UNIQUE INDEX "restaurant_subscriptions_live_key" ON "restaurant_subscriptions" USING btree ("restaurant_id") WHERE "restaurant_subscriptions"."status" <> 'canceled';