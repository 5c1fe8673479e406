CREATE TABLE "caisse_accounting_accounts" (
	"restaurant_id" uuid NOT NULL,
	"key" text NOT NULL,
	"number" text NOT NULL,
	"label" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "caisse_accounting_accounts_pkey" PRIMARY KEY("restaurant_id","key")
);
--> statement-breakpoint
CREATE TABLE "caisse_accounting_exports" (
	"id" uuid NOT NULL,
	"restaurant_id" uuid NOT NULL,
	"month" date NOT NULL,
	"format" text NOT NULL,
	"version" integer NOT NULL,
	"accounts" jsonb NOT NULL,
	"file_name" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"content" "bytea" NOT NULL,
	"created_by_user_id" uuid,
	"created_by_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "caisse_accounting_exports_pkey" PRIMARY KEY("restaurant_id","id"),
	CONSTRAINT "caisse_accounting_exports_version_key" UNIQUE("restaurant_id","month","format","version")
);
--> statement-breakpoint
ALTER TABLE "caisse_accounting_accounts" ADD CONSTRAINT "caisse_accounting_accounts_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "caisse_accounting_exports" ADD CONSTRAINT "caisse_accounting_exports_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "caisse_accounting_exports" ADD CONSTRAINT "caisse_accounting_exports_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "caisse_accounting_exports_restaurant_month_idx" ON "caisse_accounting_exports" USING btree ("restaurant_id","month","id");