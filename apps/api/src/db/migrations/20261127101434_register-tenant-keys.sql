ALTER TABLE "restaurant_hardwares" ADD CONSTRAINT "restaurant_hardwares_restaurant_id_id_key" UNIQUE("restaurant_id","id");--> statement-breakpoint
ALTER TABLE "caisse_bank_countings" DROP CONSTRAINT "caisse_bank_countings_register_id_restaurant_hardwares_id_fk";
--> statement-breakpoint
ALTER TABLE "caisse_bank_transfers" DROP CONSTRAINT "caisse_bank_transfers_register_id_restaurant_hardwares_id_fk";
--> statement-breakpoint
ALTER TABLE "caisse_cash_movements" DROP CONSTRAINT "caisse_cash_movements_register_id_restaurant_hardwares_id_fk";
--> statement-breakpoint
ALTER TABLE "caisse_delivery_status_changes" DROP CONSTRAINT "caisse_delivery_status_changes_register_id_restaurant_hardwares_id_fk";
--> statement-breakpoint
ALTER TABLE "caisse_tickets" DROP CONSTRAINT "caisse_tickets_register_id_restaurant_hardwares_id_fk";
--> statement-breakpoint
ALTER TABLE "caisse_bank_countings" ADD CONSTRAINT "caisse_bank_countings_register_fk" FOREIGN KEY ("restaurant_id","register_id") REFERENCES "public"."restaurant_hardwares"("restaurant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "caisse_bank_transfers" ADD CONSTRAINT "caisse_bank_transfers_register_fk" FOREIGN KEY ("restaurant_id","register_id") REFERENCES "public"."restaurant_hardwares"("restaurant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "caisse_cash_movements" ADD CONSTRAINT "caisse_cash_movements_register_fk" FOREIGN KEY ("restaurant_id","register_id") REFERENCES "public"."restaurant_hardwares"("restaurant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "caisse_delivery_status_changes" ADD CONSTRAINT "caisse_delivery_status_changes_register_fk" FOREIGN KEY ("restaurant_id","register_id") REFERENCES "public"."restaurant_hardwares"("restaurant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "caisse_tickets" ADD CONSTRAINT "caisse_tickets_register_fk" FOREIGN KEY ("restaurant_id","register_id") REFERENCES "public"."restaurant_hardwares"("restaurant_id","id") ON DELETE no action ON UPDATE no action;
