-- the tenant keys (restaurant_id, id) first: the composite foreign keys below point at them
ALTER TABLE "caisse_ticket_payments" ADD CONSTRAINT "caisse_ticket_payments_restaurant_id_id_key" UNIQUE("restaurant_id","id");--> statement-breakpoint
ALTER TABLE "caisse_pos_users" ADD CONSTRAINT "caisse_pos_users_restaurant_id_id_key" UNIQUE("restaurant_id","id");--> statement-breakpoint
ALTER TABLE "caisse_bank_deposit_cheques" DROP CONSTRAINT "caisse_bank_deposit_cheques_payment_id_caisse_ticket_payments_id_fk";
--> statement-breakpoint
ALTER TABLE "haccp_tasks" DROP CONSTRAINT "haccp_tasks_assignee_pos_user_id_caisse_pos_users_id_fk";
--> statement-breakpoint
ALTER TABLE "caisse_bank_deposit_cheques" ADD CONSTRAINT "caisse_bank_deposit_cheques_payment_fk" FOREIGN KEY ("restaurant_id","payment_id") REFERENCES "public"."caisse_ticket_payments"("restaurant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- deleting a POS user clears the task's assignee only (restaurant_id is NOT NULL): PostgreSQL 15+ column list,
-- which drizzle cannot write
ALTER TABLE "haccp_tasks" ADD CONSTRAINT "haccp_tasks_assignee_fk" FOREIGN KEY ("restaurant_id","assignee_pos_user_id") REFERENCES "public"."caisse_pos_users"("restaurant_id","id") ON DELETE SET NULL ("assignee_pos_user_id") ON UPDATE no action;
