CREATE TABLE "caisse_realtime_streams" (
	"id" uuid PRIMARY KEY NOT NULL,
	"restaurant_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "caisse_sales_rollup_states" (
	"restaurant_id" uuid PRIMARY KEY NOT NULL,
	"rolled_through" date NOT NULL,
	"last_ticket_number" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "caisse_sales_rollups" (
	"restaurant_id" uuid NOT NULL,
	"dimension" text NOT NULL,
	"business_date" date NOT NULL,
	"key" text NOT NULL,
	"label" text NOT NULL,
	"tickets" integer NOT NULL,
	"covers" integer NOT NULL,
	"quantity" integer NOT NULL,
	"ht_cents" bigint NOT NULL,
	"tva_cents" bigint NOT NULL,
	"ttc_cents" bigint NOT NULL,
	"discount_cents" bigint NOT NULL,
	"offered_cents" bigint NOT NULL,
	"cancellations" integer NOT NULL,
	"cancellations_cents" bigint NOT NULL,
	CONSTRAINT "caisse_sales_rollups_restaurant_id_dimension_business_date_key_pk" PRIMARY KEY("restaurant_id","dimension","business_date","key")
);
--> statement-breakpoint
ALTER TABLE "caisse_realtime_streams" ADD CONSTRAINT "caisse_realtime_streams_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "caisse_realtime_streams" ADD CONSTRAINT "caisse_realtime_streams_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "caisse_sales_rollup_states" ADD CONSTRAINT "caisse_sales_rollup_states_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "caisse_sales_rollups" ADD CONSTRAINT "caisse_sales_rollups_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;