CREATE TABLE "pnl_budgets" (
	"restaurant_id" uuid NOT NULL,
	"month" date NOT NULL,
	"line" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pnl_budgets_restaurant_id_month_line_pk" PRIMARY KEY("restaurant_id","month","line")
);
--> statement-breakpoint
CREATE TABLE "pnl_charge_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"restaurant_id" uuid NOT NULL,
	"name" text NOT NULL,
	"section" text NOT NULL,
	"mode" text NOT NULL,
	"amount_cents" bigint DEFAULT 0 NOT NULL,
	"rate_bp" integer DEFAULT 0 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pnl_charge_categories_restaurant_id_id_key" UNIQUE("restaurant_id","id")
);
--> statement-breakpoint
CREATE TABLE "pnl_entries" (
	"id" uuid PRIMARY KEY NOT NULL,
	"restaurant_id" uuid NOT NULL,
	"month" date NOT NULL,
	"kind" text NOT NULL,
	"category_id" uuid,
	"label" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"reference" text,
	"attachment_key" text,
	"attachment_name" text,
	"attachment_type" text,
	"created_by_user_id" uuid,
	"created_by_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pnl_month_closures" (
	"restaurant_id" uuid NOT NULL,
	"month" date NOT NULL,
	"closed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_by_user_id" uuid,
	"closed_by_name" text NOT NULL,
	"figures" jsonb NOT NULL,
	CONSTRAINT "pnl_month_closures_restaurant_id_month_pk" PRIMARY KEY("restaurant_id","month")
);
--> statement-breakpoint
CREATE TABLE "pnl_settings" (
	"restaurant_id" uuid PRIMARY KEY NOT NULL,
	"opening_balance_cents" bigint DEFAULT 0 NOT NULL,
	"opening_balance_on" date NOT NULL,
	"vat_regime" text DEFAULT 'reel_normal' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pnl_budgets" ADD CONSTRAINT "pnl_budgets_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pnl_charge_categories" ADD CONSTRAINT "pnl_charge_categories_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pnl_entries" ADD CONSTRAINT "pnl_entries_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pnl_entries" ADD CONSTRAINT "pnl_entries_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pnl_entries" ADD CONSTRAINT "pnl_entries_category_fk" FOREIGN KEY ("restaurant_id","category_id") REFERENCES "public"."pnl_charge_categories"("restaurant_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pnl_month_closures" ADD CONSTRAINT "pnl_month_closures_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pnl_month_closures" ADD CONSTRAINT "pnl_month_closures_closed_by_user_id_users_id_fk" FOREIGN KEY ("closed_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pnl_settings" ADD CONSTRAINT "pnl_settings_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pnl_charge_categories_restaurant_idx" ON "pnl_charge_categories" USING btree ("restaurant_id","position");--> statement-breakpoint
CREATE INDEX "pnl_entries_restaurant_month_idx" ON "pnl_entries" USING btree ("restaurant_id","month");