CREATE TABLE "intranet_campaign_photos" (
	"restaurant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"campaign_id" uuid NOT NULL,
	"file_key" text NOT NULL,
	"added_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "intranet_campaign_photos_pkey" PRIMARY KEY("restaurant_id","id")
);
--> statement-breakpoint
CREATE TABLE "intranet_campaign_tasks" (
	"restaurant_id" uuid NOT NULL,
	"campaign_id" uuid NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"done_at" timestamp with time zone,
	"done_by_name" text,
	"reopened_at" timestamp with time zone,
	"reopen_reason" text,
	"reopened_by_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "intranet_campaign_tasks_pkey" PRIMARY KEY("restaurant_id","campaign_id")
);
--> statement-breakpoint
CREATE TABLE "intranet_campaigns" (
	"id" uuid PRIMARY KEY NOT NULL,
	"author_kind" text NOT NULL,
	"author_user_id" uuid NOT NULL,
	"author_restaurant_id" uuid,
	"title" text NOT NULL,
	"instructions_html" text NOT NULL,
	"deadline_at" timestamp with time zone NOT NULL,
	"photos_required" integer DEFAULT 1 NOT NULL,
	"comment_required" boolean DEFAULT false NOT NULL,
	"publish_at" timestamp with time zone DEFAULT now() NOT NULL,
	"audience" text NOT NULL,
	"audience_mark_ids" uuid[] DEFAULT '{}' NOT NULL,
	"audience_module_codes" text[] DEFAULT '{}' NOT NULL,
	"audience_restaurant_ids" uuid[] DEFAULT '{}' NOT NULL,
	"reminded_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "intranet_campaigns_audience_check" CHECK (("intranet_campaigns"."author_kind" = 'admin' and "intranet_campaigns"."audience" in ('all', 'marks', 'modules', 'restaurants') and "intranet_campaigns"."author_restaurant_id" is null)
        or ("intranet_campaigns"."author_kind" = 'franchisor' and "intranet_campaigns"."audience" in ('all', 'restaurants') and "intranet_campaigns"."author_restaurant_id" is null)
        or ("intranet_campaigns"."author_kind" = 'restaurant' and "intranet_campaigns"."audience" = 'team' and "intranet_campaigns"."author_restaurant_id" is not null)),
	CONSTRAINT "intranet_campaigns_proof_check" CHECK ("intranet_campaigns"."photos_required" between 0 and 10 and ("intranet_campaigns"."photos_required" > 0 or "intranet_campaigns"."comment_required")),
	CONSTRAINT "intranet_campaigns_deadline_check" CHECK ("intranet_campaigns"."deadline_at" > "intranet_campaigns"."publish_at")
);
--> statement-breakpoint
ALTER TABLE "intranet_campaign_photos" ADD CONSTRAINT "intranet_campaign_photos_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intranet_campaign_photos" ADD CONSTRAINT "intranet_campaign_photos_task_fkey" FOREIGN KEY ("restaurant_id","campaign_id") REFERENCES "public"."intranet_campaign_tasks"("restaurant_id","campaign_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intranet_campaign_tasks" ADD CONSTRAINT "intranet_campaign_tasks_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intranet_campaign_tasks" ADD CONSTRAINT "intranet_campaign_tasks_campaign_id_intranet_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."intranet_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intranet_campaigns" ADD CONSTRAINT "intranet_campaigns_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "intranet_campaign_photos_task_idx" ON "intranet_campaign_photos" USING btree ("restaurant_id","campaign_id","created_at");--> statement-breakpoint
CREATE INDEX "intranet_campaign_tasks_campaign_idx" ON "intranet_campaign_tasks" USING btree ("campaign_id");--> statement-breakpoint
CREATE INDEX "intranet_campaigns_author_idx" ON "intranet_campaigns" USING btree ("author_kind","publish_at");--> statement-breakpoint
CREATE INDEX "intranet_campaigns_restaurant_idx" ON "intranet_campaigns" USING btree ("author_restaurant_id") WHERE "intranet_campaigns"."author_restaurant_id" is not null;