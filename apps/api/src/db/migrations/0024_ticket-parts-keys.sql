ALTER TABLE "caisse_ticket_lines" DROP CONSTRAINT "caisse_ticket_lines_restaurant_id_restaurants_id_fk";
--> statement-breakpoint
ALTER TABLE "caisse_ticket_lines" DROP CONSTRAINT "caisse_ticket_lines_ticket_fk";
--> statement-breakpoint
ALTER TABLE "caisse_ticket_payments" DROP CONSTRAINT "caisse_ticket_payments_restaurant_id_restaurants_id_fk";
--> statement-breakpoint
ALTER TABLE "caisse_ticket_payments" DROP CONSTRAINT "caisse_ticket_payments_ticket_fk";
--> statement-breakpoint
ALTER TABLE "caisse_ticket_vats" DROP CONSTRAINT "caisse_ticket_vats_restaurant_id_restaurants_id_fk";
--> statement-breakpoint
ALTER TABLE "caisse_ticket_vats" DROP CONSTRAINT "caisse_ticket_vats_ticket_fk";
--> statement-breakpoint
ALTER TABLE "caisse_ticket_lines" ADD CONSTRAINT "caisse_ticket_lines_ticket_fk" FOREIGN KEY ("restaurant_id","ticket_id") REFERENCES "public"."caisse_tickets"("restaurant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "caisse_ticket_payments" ADD CONSTRAINT "caisse_ticket_payments_ticket_fk" FOREIGN KEY ("restaurant_id","ticket_id") REFERENCES "public"."caisse_tickets"("restaurant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "caisse_ticket_vats" ADD CONSTRAINT "caisse_ticket_vats_ticket_fk" FOREIGN KEY ("restaurant_id","ticket_id") REFERENCES "public"."caisse_tickets"("restaurant_id","id") ON DELETE cascade ON UPDATE no action;