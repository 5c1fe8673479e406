CREATE TABLE "haccp_equipment" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"restaurant_id" uuid NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"min_c" numeric(5, 1),
	"max_c" numeric(5, 1),
	"readings_per_day" smallint DEFAULT 2 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "haccp_equipment_restaurant_id_id_key" UNIQUE("restaurant_id","id")
);
--> statement-breakpoint
CREATE TABLE "haccp_non_conformities" (
	"id" uuid PRIMARY KEY NOT NULL,
	"restaurant_id" uuid NOT NULL,
	"record_id" uuid NOT NULL,
	"record_kind" text NOT NULL,
	"status" text NOT NULL,
	"description" text NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"opened_by_name" text,
	"corrective_action" text,
	"action_at" timestamp with time zone,
	"action_by_user_id" uuid,
	"action_by_name" text,
	"verification_note" text,
	"verified_at" timestamp with time zone,
	"verified_by_user_id" uuid,
	"verified_by_name" text,
	"closed_at" timestamp with time zone,
	"closed_by_user_id" uuid,
	"closed_by_name" text
);
--> statement-breakpoint
CREATE TABLE "haccp_records" (
	"id" uuid PRIMARY KEY NOT NULL,
	"restaurant_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL,
	"recorded_by_user_id" uuid,
	"recorded_by_name" text,
	"equipment_id" uuid,
	"data" jsonb NOT NULL,
	"compliant" boolean NOT NULL,
	"deviation" text,
	"corrective_action" text,
	"comment" text,
	"original_id" uuid NOT NULL,
	"supersedes_id" uuid,
	"correction_reason" text,
	"version" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "haccp_records_restaurant_id_id_key" UNIQUE("restaurant_id","id")
);
--> statement-breakpoint
CREATE TABLE "haccp_checklist_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"restaurant_id" uuid NOT NULL,
	"name" text NOT NULL,
	"moment" text NOT NULL,
	"items" text[] DEFAULT '{}'::text[] NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "haccp_cleaning_tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"restaurant_id" uuid NOT NULL,
	"zone" text NOT NULL,
	"task" text NOT NULL,
	"product" text,
	"method" text,
	"frequency" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "haccp_equipment" ADD CONSTRAINT "haccp_equipment_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "haccp_non_conformities" ADD CONSTRAINT "haccp_non_conformities_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "haccp_non_conformities" ADD CONSTRAINT "haccp_non_conformities_action_by_user_id_users_id_fk" FOREIGN KEY ("action_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "haccp_non_conformities" ADD CONSTRAINT "haccp_non_conformities_verified_by_user_id_users_id_fk" FOREIGN KEY ("verified_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "haccp_non_conformities" ADD CONSTRAINT "haccp_non_conformities_closed_by_user_id_users_id_fk" FOREIGN KEY ("closed_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "haccp_non_conformities" ADD CONSTRAINT "haccp_non_conformities_record_fk" FOREIGN KEY ("restaurant_id","record_id") REFERENCES "public"."haccp_records"("restaurant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "haccp_records" ADD CONSTRAINT "haccp_records_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "haccp_records" ADD CONSTRAINT "haccp_records_recorded_by_user_id_users_id_fk" FOREIGN KEY ("recorded_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "haccp_records" ADD CONSTRAINT "haccp_records_equipment_fk" FOREIGN KEY ("restaurant_id","equipment_id") REFERENCES "public"."haccp_equipment"("restaurant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "haccp_records" ADD CONSTRAINT "haccp_records_supersedes_fk" FOREIGN KEY ("restaurant_id","supersedes_id") REFERENCES "public"."haccp_records"("restaurant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "haccp_checklist_templates" ADD CONSTRAINT "haccp_checklist_templates_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "haccp_cleaning_tasks" ADD CONSTRAINT "haccp_cleaning_tasks_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "haccp_equipment_restaurant_name_key" ON "haccp_equipment" USING btree ("restaurant_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "haccp_non_conformities_record_key" ON "haccp_non_conformities" USING btree ("restaurant_id","record_id");--> statement-breakpoint
CREATE INDEX "haccp_non_conformities_restaurant_status_idx" ON "haccp_non_conformities" USING btree ("restaurant_id","status","opened_at");--> statement-breakpoint
CREATE UNIQUE INDEX "haccp_records_supersedes_key" ON "haccp_records" USING btree ("restaurant_id","supersedes_id") WHERE "haccp_records"."supersedes_id" is not null;--> statement-breakpoint
CREATE INDEX "haccp_records_restaurant_original_idx" ON "haccp_records" USING btree ("restaurant_id","original_id","version");--> statement-breakpoint
CREATE INDEX "haccp_records_restaurant_kind_time_idx" ON "haccp_records" USING btree ("restaurant_id","kind","recorded_at","id");--> statement-breakpoint
CREATE INDEX "haccp_records_restaurant_equipment_time_idx" ON "haccp_records" USING btree ("restaurant_id","equipment_id","recorded_at") WHERE "haccp_records"."equipment_id" is not null;--> statement-breakpoint
CREATE INDEX "haccp_checklist_templates_restaurant_idx" ON "haccp_checklist_templates" USING btree ("restaurant_id","name");--> statement-breakpoint
CREATE INDEX "haccp_cleaning_tasks_restaurant_zone_idx" ON "haccp_cleaning_tasks" USING btree ("restaurant_id","zone");--> statement-breakpoint
-- hand-written below (keep on regeneration)
-- The HACCP register is written once (PRODUCT §5): PostgreSQL itself refuses to edit or delete a record,
-- whoever asks; a correction is a new row naming the version it supersedes.
CREATE FUNCTION "haccp_records_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'Le registre HACCP est inaltérable : % refusé sur %', TG_OP, TG_TABLE_NAME USING ERRCODE = 'FF002';
END $$;
--> statement-breakpoint
CREATE TRIGGER "haccp_records_guard" BEFORE UPDATE OR DELETE ON "haccp_records" FOR EACH ROW EXECUTE FUNCTION "haccp_records_refuse_change"();--> statement-breakpoint
CREATE TRIGGER "haccp_records_truncate_guard" BEFORE TRUNCATE ON "haccp_records" FOR EACH STATEMENT EXECUTE FUNCTION "haccp_records_refuse_change"();
