CREATE TABLE "caisse_payout_days" (
	"restaurant_id" uuid NOT NULL,
	"payout_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"business_date" date NOT NULL,
	"gross_cents" integer NOT NULL,
	CONSTRAINT "caisse_payout_days_restaurant_id_payout_id_business_date_pk" PRIMARY KEY("restaurant_id","payout_id","business_date"),
	CONSTRAINT "caisse_payout_days_restaurant_provider_day_key" UNIQUE("restaurant_id","provider","business_date")
);
--> statement-breakpoint
CREATE TABLE "caisse_payout_settings" (
	"restaurant_id" uuid PRIMARY KEY NOT NULL,
	"card_acquirer" text DEFAULT 'Acquéreur carte bancaire' NOT NULL,
	"tolerance_cents" integer DEFAULT 100 NOT NULL,
	"bank_fee_category_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "caisse_payouts" (
	"id" uuid NOT NULL,
	"restaurant_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"received_on" date NOT NULL,
	"amount_cents" integer NOT NULL,
	"commission_cents" integer DEFAULT 0 NOT NULL,
	"commission_vat_cents" integer DEFAULT 0 NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'unmatched' NOT NULL,
	"matched_at" timestamp with time zone,
	"matched_by_name" text,
	"created_by_user_id" uuid,
	"created_by_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "caisse_payouts_restaurant_id_id_pk" PRIMARY KEY("restaurant_id","id")
);
--> statement-breakpoint
ALTER TABLE "caisse_ticket_payments" ADD COLUMN "issuer" text;--> statement-breakpoint
ALTER TABLE "caisse_ticket_payments" ADD COLUMN "titre_form" text;--> statement-breakpoint
ALTER TABLE "caisse_payout_days" ADD CONSTRAINT "caisse_payout_days_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "caisse_payout_days" ADD CONSTRAINT "caisse_payout_days_payout_fk" FOREIGN KEY ("restaurant_id","payout_id") REFERENCES "public"."caisse_payouts"("restaurant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "caisse_payout_settings" ADD CONSTRAINT "caisse_payout_settings_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "caisse_payouts" ADD CONSTRAINT "caisse_payouts_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "caisse_payouts" ADD CONSTRAINT "caisse_payouts_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "caisse_payouts_restaurant_received_idx" ON "caisse_payouts" USING btree ("restaurant_id","received_on","id");