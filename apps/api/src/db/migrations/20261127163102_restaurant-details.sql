CREATE TABLE "restaurant_clock_changes" (
	"restaurant_id" uuid NOT NULL,
	"effective_date" date NOT NULL,
	"timezone" text NOT NULL,
	"day_change_hour" smallint NOT NULL,
	"previous_timezone" text NOT NULL,
	"previous_day_change_hour" smallint NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"changed_by_user_id" uuid,
	CONSTRAINT "restaurant_clock_changes_pkey" PRIMARY KEY("restaurant_id","effective_date")
);
--> statement-breakpoint
CREATE TABLE "restaurant_identities" (
	"restaurant_id" uuid NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	"legal_name" text,
	"siret" text,
	"vat_number" text,
	"naf_code" text,
	"address_line" text,
	"postal_code" text,
	"city" text,
	"country" text NOT NULL,
	"replaced_by_user_id" uuid,
	CONSTRAINT "restaurant_identities_pkey" PRIMARY KEY("restaurant_id","valid_until"),
	CONSTRAINT "restaurant_identities_validity_check" CHECK ("restaurant_identities"."valid_from" <= "restaurant_identities"."valid_until")
);
--> statement-breakpoint
CREATE TABLE "restaurant_opening_hours" (
	"restaurant_id" uuid NOT NULL,
	"weekday" smallint NOT NULL,
	"starts_at" time NOT NULL,
	"ends_at" time NOT NULL,
	CONSTRAINT "restaurant_opening_hours_pkey" PRIMARY KEY("restaurant_id","weekday","starts_at"),
	CONSTRAINT "restaurant_opening_hours_weekday_check" CHECK ("restaurant_opening_hours"."weekday" between 0 and 6)
);
--> statement-breakpoint
ALTER TABLE "restaurant_clock_changes" ADD CONSTRAINT "restaurant_clock_changes_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restaurant_clock_changes" ADD CONSTRAINT "restaurant_clock_changes_changed_by_user_id_users_id_fk" FOREIGN KEY ("changed_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restaurant_identities" ADD CONSTRAINT "restaurant_identities_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restaurant_identities" ADD CONSTRAINT "restaurant_identities_replaced_by_user_id_users_id_fk" FOREIGN KEY ("replaced_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restaurant_opening_hours" ADD CONSTRAINT "restaurant_opening_hours_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A previous fiscal identity is written once, like the journal event of its change: the ledger's trigger refuses to edit or delete it.
CREATE TRIGGER "restaurant_identities_written_once" BEFORE UPDATE OR DELETE ON "restaurant_identities"
  FOR EACH ROW EXECUTE FUNCTION "caisse_ledger_refuse_change"();
