CREATE TABLE "intranet_document_receipts" (
	"restaurant_id" uuid NOT NULL,
	"version_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	CONSTRAINT "intranet_document_receipts_restaurant_id_version_id_user_id_pk" PRIMARY KEY("restaurant_id","version_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "intranet_document_versions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"document_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"file_key" text NOT NULL,
	"file_name" text NOT NULL,
	"media_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"text_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('french'::regconfig, f_unaccent("text"))) STORED NOT NULL,
	"uploaded_by" uuid NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	CONSTRAINT "intranet_document_versions_number_key" UNIQUE("document_id","number"),
	CONSTRAINT "intranet_document_versions_number_check" CHECK ("intranet_document_versions"."number" >= 1)
);
--> statement-breakpoint
CREATE TABLE "intranet_documents" (
	"id" uuid PRIMARY KEY NOT NULL,
	"author_kind" text NOT NULL,
	"author_user_id" uuid NOT NULL,
	"author_restaurant_id" uuid,
	"folder" text NOT NULL,
	"title" text NOT NULL,
	"title_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('french'::regconfig, f_unaccent("title"))) STORED NOT NULL,
	"requires_confirmation" boolean DEFAULT false NOT NULL,
	"audience" text NOT NULL,
	"audience_mark_ids" uuid[] DEFAULT '{}' NOT NULL,
	"audience_module_codes" text[] DEFAULT '{}' NOT NULL,
	"audience_restaurant_ids" uuid[] DEFAULT '{}' NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "intranet_documents_folder_check" CHECK ("intranet_documents"."folder" in ('procedures', 'recipes', 'brand', 'posters')),
	CONSTRAINT "intranet_documents_audience_check" CHECK (("intranet_documents"."author_kind" = 'admin' and "intranet_documents"."audience" in ('all', 'marks', 'modules', 'restaurants') and "intranet_documents"."author_restaurant_id" is null)
        or ("intranet_documents"."author_kind" = 'franchisor' and "intranet_documents"."audience" in ('all', 'restaurants') and "intranet_documents"."author_restaurant_id" is null)
        or ("intranet_documents"."author_kind" = 'restaurant' and "intranet_documents"."audience" = 'team' and "intranet_documents"."author_restaurant_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "intranet_document_receipts" ADD CONSTRAINT "intranet_document_receipts_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intranet_document_receipts" ADD CONSTRAINT "intranet_document_receipts_version_id_intranet_document_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."intranet_document_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intranet_document_receipts" ADD CONSTRAINT "intranet_document_receipts_member_fkey" FOREIGN KEY ("restaurant_id","user_id") REFERENCES "public"."restaurant_users"("restaurant_id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intranet_document_versions" ADD CONSTRAINT "intranet_document_versions_document_id_intranet_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."intranet_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intranet_document_versions" ADD CONSTRAINT "intranet_document_versions_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intranet_documents" ADD CONSTRAINT "intranet_documents_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "intranet_document_receipts_version_idx" ON "intranet_document_receipts" USING btree ("version_id");--> statement-breakpoint
CREATE INDEX "intranet_document_versions_text_vector_idx" ON "intranet_document_versions" USING gin ("text_vector");--> statement-breakpoint
CREATE INDEX "intranet_documents_author_idx" ON "intranet_documents" USING btree ("author_kind","author_user_id");--> statement-breakpoint
CREATE INDEX "intranet_documents_restaurant_idx" ON "intranet_documents" USING btree ("author_restaurant_id") WHERE "intranet_documents"."author_restaurant_id" is not null;--> statement-breakpoint
CREATE INDEX "intranet_documents_title_vector_idx" ON "intranet_documents" USING gin ("title_vector");