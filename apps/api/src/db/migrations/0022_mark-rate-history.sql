CREATE TABLE "mark_rate_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"mark_id" uuid NOT NULL,
	"effective_month" text NOT NULL,
	"royalty_rate_bp" integer NOT NULL,
	"advertising_rate_bp" integer NOT NULL,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mark_rate_history_mark_month_key" UNIQUE("mark_id","effective_month"),
	CONSTRAINT "mark_rate_history_month_check" CHECK ("mark_rate_history"."effective_month" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
	CONSTRAINT "mark_rate_history_rates_check" CHECK ("mark_rate_history"."royalty_rate_bp" between 0 and 10000 and "mark_rate_history"."advertising_rate_bp" between 0 and 10000)
);
--> statement-breakpoint
ALTER TABLE "mark_rate_history" ADD CONSTRAINT "mark_rate_history_mark_id_marks_id_fk" FOREIGN KEY ("mark_id") REFERENCES "public"."marks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mark_rate_history" ADD CONSTRAINT "mark_rate_history_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;