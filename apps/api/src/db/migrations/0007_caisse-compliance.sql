CREATE TABLE "caisse_fiscal_archives" (
	"id" uuid PRIMARY KEY NOT NULL,
	"restaurant_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"period" text NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_user_id" uuid,
	"created_by_name" text,
	"counts" jsonb NOT NULL,
	"total_ttc_cents" bigint NOT NULL,
	"manifest" text NOT NULL,
	"file_sha256" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"content" "bytea" NOT NULL,
	"key_id" text NOT NULL,
	"previous_hash" text NOT NULL,
	"hash" text NOT NULL,
	CONSTRAINT "caisse_fiscal_archives_restaurant_number_key" UNIQUE("restaurant_id","number")
);
--> statement-breakpoint
CREATE TABLE "compliance_signing_keys" (
	"name" text PRIMARY KEY NOT NULL,
	"key_id" text NOT NULL,
	"public_key_pem" text NOT NULL,
	"private_key_pem" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "caisse_fiscal_archives" ADD CONSTRAINT "caisse_fiscal_archives_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "caisse_fiscal_archives" ADD CONSTRAINT "caisse_fiscal_archives_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "caisse_fiscal_archives_restaurant_created_idx" ON "caisse_fiscal_archives" USING btree ("restaurant_id","created_at","id");--> statement-breakpoint
-- A fiscal archive, once made, is never edited nor deleted (same refusal as the rest of the ledger).
CREATE TRIGGER "caisse_fiscal_archives_guard" BEFORE UPDATE OR DELETE ON "caisse_fiscal_archives" FOR EACH ROW EXECUTE FUNCTION "caisse_ledger_refuse_change"();
