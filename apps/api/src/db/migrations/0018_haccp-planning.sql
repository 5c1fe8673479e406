CREATE TABLE "haccp_production_lots" (
	"restaurant_id" uuid NOT NULL,
	"production_id" uuid NOT NULL,
	"lot_original_id" uuid NOT NULL,
	CONSTRAINT "haccp_production_lots_pkey" PRIMARY KEY("restaurant_id","production_id","lot_original_id")
);
--> statement-breakpoint
CREATE TABLE "haccp_record_photos" (
	"id" uuid PRIMARY KEY NOT NULL,
	"restaurant_id" uuid NOT NULL,
	"record_id" uuid NOT NULL,
	"url" text NOT NULL,
	"added_by_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "haccp_task_states" (
	"restaurant_id" uuid NOT NULL,
	"task_id" uuid NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"record_id" uuid,
	"started_at" timestamp with time zone,
	"started_by_name" text,
	"done_at" timestamp with time zone,
	"done_by_user_id" uuid,
	"done_by_name" text,
	CONSTRAINT "haccp_task_states_pkey" PRIMARY KEY("restaurant_id","task_id","due_at")
);
--> statement-breakpoint
CREATE TABLE "haccp_tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"restaurant_id" uuid NOT NULL,
	"title" text NOT NULL,
	"kind" text NOT NULL,
	"assignee_pos_user_id" uuid,
	"due_at" timestamp with time zone NOT NULL,
	"recurrence" text NOT NULL,
	"until" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "haccp_tasks_restaurant_id_id_key" UNIQUE("restaurant_id","id")
);
--> statement-breakpoint
ALTER TABLE "haccp_production_lots" ADD CONSTRAINT "haccp_production_lots_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "haccp_production_lots" ADD CONSTRAINT "haccp_production_lots_production_fk" FOREIGN KEY ("restaurant_id","production_id") REFERENCES "public"."haccp_records"("restaurant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "haccp_production_lots" ADD CONSTRAINT "haccp_production_lots_lot_fk" FOREIGN KEY ("restaurant_id","lot_original_id") REFERENCES "public"."haccp_records"("restaurant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "haccp_record_photos" ADD CONSTRAINT "haccp_record_photos_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "haccp_record_photos" ADD CONSTRAINT "haccp_record_photos_record_fk" FOREIGN KEY ("restaurant_id","record_id") REFERENCES "public"."haccp_records"("restaurant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "haccp_task_states" ADD CONSTRAINT "haccp_task_states_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "haccp_task_states" ADD CONSTRAINT "haccp_task_states_done_by_user_id_users_id_fk" FOREIGN KEY ("done_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "haccp_task_states" ADD CONSTRAINT "haccp_task_states_task_fk" FOREIGN KEY ("restaurant_id","task_id") REFERENCES "public"."haccp_tasks"("restaurant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "haccp_task_states" ADD CONSTRAINT "haccp_task_states_record_fk" FOREIGN KEY ("restaurant_id","record_id") REFERENCES "public"."haccp_records"("restaurant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "haccp_tasks" ADD CONSTRAINT "haccp_tasks_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "haccp_tasks" ADD CONSTRAINT "haccp_tasks_assignee_pos_user_id_caisse_pos_users_id_fk" FOREIGN KEY ("assignee_pos_user_id") REFERENCES "public"."caisse_pos_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "haccp_production_lots_restaurant_lot_idx" ON "haccp_production_lots" USING btree ("restaurant_id","lot_original_id");--> statement-breakpoint
CREATE INDEX "haccp_record_photos_restaurant_record_idx" ON "haccp_record_photos" USING btree ("restaurant_id","record_id");--> statement-breakpoint
CREATE INDEX "haccp_tasks_restaurant_due_idx" ON "haccp_tasks" USING btree ("restaurant_id","due_at");--> statement-breakpoint
-- hand-written below (keep on regeneration)
-- A record's photos and a production's lots are part of the register: written once, like the records.
CREATE TRIGGER "haccp_record_photos_guard" BEFORE UPDATE OR DELETE ON "haccp_record_photos" FOR EACH ROW EXECUTE FUNCTION "haccp_records_refuse_change"();--> statement-breakpoint
CREATE TRIGGER "haccp_production_lots_guard" BEFORE UPDATE OR DELETE ON "haccp_production_lots" FOR EACH ROW EXECUTE FUNCTION "haccp_records_refuse_change"();
