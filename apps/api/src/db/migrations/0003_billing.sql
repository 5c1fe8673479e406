CREATE TABLE "invoice_number_counters" (
	"year" smallint PRIMARY KEY NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscription_invoice_lines" (
	"invoice_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"restaurant_id" uuid NOT NULL,
	"label" text NOT NULL,
	"module_code" text,
	"quantity" integer NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"ht_cents" integer NOT NULL,
	"tva_cents" integer NOT NULL,
	"ttc_cents" integer NOT NULL,
	CONSTRAINT "subscription_invoice_lines_invoice_id_position_pk" PRIMARY KEY("invoice_id","position")
);
--> statement-breakpoint
CREATE TABLE "subscription_invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"restaurant_id" uuid NOT NULL,
	"subscription_id" uuid NOT NULL,
	"number" text NOT NULL,
	"number_year" smallint NOT NULL,
	"number_seq" integer NOT NULL,
	"period" text NOT NULL,
	"recurring" text NOT NULL,
	"status" text NOT NULL,
	"issued_on" date,
	"due_on" date,
	"paid_at" timestamp with time zone,
	"buyer_legal_name" text,
	"buyer_address" text,
	"buyer_siret" text,
	"buyer_vat_number" text,
	"total_ht_cents" integer NOT NULL,
	"total_tva_cents" integer NOT NULL,
	"total_ttc_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "subscription_invoice_lines" ADD CONSTRAINT "subscription_invoice_lines_invoice_id_subscription_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."subscription_invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_invoice_lines" ADD CONSTRAINT "subscription_invoice_lines_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_invoices" ADD CONSTRAINT "subscription_invoices_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_invoices" ADD CONSTRAINT "subscription_invoices_subscription_id_restaurant_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."restaurant_subscriptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "subscription_invoice_lines_restaurant_idx" ON "subscription_invoice_lines" USING btree ("restaurant_id");--> statement-breakpoint
CREATE INDEX "subscription_invoices_restaurant_idx" ON "subscription_invoices" USING btree ("restaurant_id","period");--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_invoices_subscription_period_key" ON "subscription_invoices" USING btree ("subscription_id","period");--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_invoices_number_key" ON "subscription_invoices" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_invoices_year_seq_key" ON "subscription_invoices" USING btree ("number_year","number_seq");