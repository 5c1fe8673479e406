CREATE TABLE "intranet_announcements" (
	"id" uuid PRIMARY KEY NOT NULL,
	"author_kind" text NOT NULL,
	"author_user_id" uuid NOT NULL,
	"author_restaurant_id" uuid,
	"title" text NOT NULL,
	"body_html" text NOT NULL,
	"pinned" boolean DEFAULT false NOT NULL,
	"requires_confirmation" boolean DEFAULT false NOT NULL,
	"publish_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone,
	"audience" text NOT NULL,
	"audience_mark_ids" uuid[] DEFAULT '{}' NOT NULL,
	"audience_module_codes" text[] DEFAULT '{}' NOT NULL,
	"audience_restaurant_ids" uuid[] DEFAULT '{}' NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "intranet_announcements_author_kind_check" CHECK ("intranet_announcements"."author_kind" in ('admin', 'franchisor', 'restaurant')),
	CONSTRAINT "intranet_announcements_audience_check" CHECK (("intranet_announcements"."author_kind" = 'admin' and "intranet_announcements"."audience" in ('all', 'marks', 'modules', 'restaurants') and "intranet_announcements"."author_restaurant_id" is null)
        or ("intranet_announcements"."author_kind" = 'franchisor' and "intranet_announcements"."audience" in ('all', 'restaurants') and "intranet_announcements"."author_restaurant_id" is null)
        or ("intranet_announcements"."author_kind" = 'restaurant' and "intranet_announcements"."audience" = 'team' and "intranet_announcements"."author_restaurant_id" is not null)),
	CONSTRAINT "intranet_announcements_expiry_check" CHECK ("intranet_announcements"."expires_at" is null or "intranet_announcements"."expires_at" > "intranet_announcements"."publish_at")
);
--> statement-breakpoint
CREATE TABLE "intranet_receipts" (
	"restaurant_id" uuid NOT NULL,
	"announcement_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	CONSTRAINT "intranet_receipts_restaurant_id_announcement_id_user_id_pk" PRIMARY KEY("restaurant_id","announcement_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "intranet_announcements" ADD CONSTRAINT "intranet_announcements_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intranet_announcements" ADD CONSTRAINT "intranet_announcements_author_restaurant_id_restaurants_id_fk" FOREIGN KEY ("author_restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intranet_receipts" ADD CONSTRAINT "intranet_receipts_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intranet_receipts" ADD CONSTRAINT "intranet_receipts_announcement_id_intranet_announcements_id_fk" FOREIGN KEY ("announcement_id") REFERENCES "public"."intranet_announcements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intranet_receipts" ADD CONSTRAINT "intranet_receipts_member_fkey" FOREIGN KEY ("restaurant_id","user_id") REFERENCES "public"."restaurant_users"("restaurant_id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "intranet_announcements_author_idx" ON "intranet_announcements" USING btree ("author_kind","publish_at");--> statement-breakpoint
CREATE INDEX "intranet_announcements_restaurant_idx" ON "intranet_announcements" USING btree ("author_restaurant_id") WHERE "intranet_announcements"."author_restaurant_id" is not null;--> statement-breakpoint
CREATE INDEX "intranet_receipts_announcement_idx" ON "intranet_receipts" USING btree ("announcement_id");