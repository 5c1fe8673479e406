CREATE TABLE "caisse_payout_slips" (
	"restaurant_id" uuid NOT NULL,
	"deposit_id" uuid NOT NULL,
	"payout_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	CONSTRAINT "caisse_payout_slips_restaurant_id_deposit_id_pk" PRIMARY KEY("restaurant_id","deposit_id")
);
--> statement-breakpoint
ALTER TABLE "caisse_payout_slips" ADD CONSTRAINT "caisse_payout_slips_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "caisse_payout_slips" ADD CONSTRAINT "caisse_payout_slips_payout_fk" FOREIGN KEY ("restaurant_id","payout_id") REFERENCES "public"."caisse_payouts"("restaurant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "caisse_payout_slips" ADD CONSTRAINT "caisse_payout_slips_deposit_fk" FOREIGN KEY ("restaurant_id","deposit_id") REFERENCES "public"."caisse_bank_deposits"("restaurant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "caisse_payout_slips_payout_idx" ON "caisse_payout_slips" USING btree ("restaurant_id","payout_id");