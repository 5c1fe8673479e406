CREATE TABLE "caisse_delivery_status_changes" (
	"id" uuid NOT NULL,
	"restaurant_id" uuid NOT NULL,
	"ticket_id" uuid NOT NULL,
	"status" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"register_id" uuid,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "caisse_delivery_status_changes_pkey" PRIMARY KEY("restaurant_id","id"),
	CONSTRAINT "caisse_delivery_status_changes_status_key" UNIQUE("restaurant_id","ticket_id","status")
);
--> statement-breakpoint
ALTER TABLE "caisse_delivery_status_changes" ADD CONSTRAINT "caisse_delivery_status_changes_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "caisse_delivery_status_changes" ADD CONSTRAINT "caisse_delivery_status_changes_register_id_restaurant_hardwares_id_fk" FOREIGN KEY ("register_id") REFERENCES "public"."restaurant_hardwares"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "caisse_delivery_status_changes" ADD CONSTRAINT "caisse_delivery_status_changes_ticket_fk" FOREIGN KEY ("restaurant_id","ticket_id") REFERENCES "public"."caisse_tickets"("restaurant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Written once, like the rest of the ledger (0008): a delivery's status changes are never rewritten nor removed.
CREATE TRIGGER "caisse_delivery_status_changes_guard" BEFORE UPDATE OR DELETE ON "caisse_delivery_status_changes" FOR EACH ROW EXECUTE FUNCTION "caisse_ledger_refuse_change"();
