CREATE TABLE "music_own_playlist_songs" (
	"restaurant_id" uuid NOT NULL,
	"playlist_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"song_id" uuid NOT NULL,
	CONSTRAINT "music_own_playlist_songs_restaurant_id_playlist_id_position_pk" PRIMARY KEY("restaurant_id","playlist_id","position")
);
--> statement-breakpoint
CREATE TABLE "music_own_playlists" (
	"restaurant_id" uuid NOT NULL,
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"mood" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "music_own_playlists_restaurant_id_id_key" UNIQUE("restaurant_id","id")
);
--> statement-breakpoint
ALTER TABLE "music_schedules" ALTER COLUMN "playlist_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "music_schedules" ADD COLUMN "own_playlist_id" uuid;--> statement-breakpoint
ALTER TABLE "music_own_playlist_songs" ADD CONSTRAINT "music_own_playlist_songs_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "music_own_playlist_songs" ADD CONSTRAINT "music_own_playlist_songs_song_id_music_songs_id_fk" FOREIGN KEY ("song_id") REFERENCES "public"."music_songs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "music_own_playlist_songs" ADD CONSTRAINT "music_own_playlist_songs_playlist_fk" FOREIGN KEY ("restaurant_id","playlist_id") REFERENCES "public"."music_own_playlists"("restaurant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "music_own_playlists" ADD CONSTRAINT "music_own_playlists_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "music_own_playlist_songs_song_idx" ON "music_own_playlist_songs" USING btree ("song_id");--> statement-breakpoint
CREATE UNIQUE INDEX "music_own_playlists_restaurant_name_key" ON "music_own_playlists" USING btree ("restaurant_id",lower("name"));--> statement-breakpoint
ALTER TABLE "music_schedules" ADD CONSTRAINT "music_schedules_own_playlist_fk" FOREIGN KEY ("restaurant_id","own_playlist_id") REFERENCES "public"."music_own_playlists"("restaurant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "music_schedules_own_playlist_idx" ON "music_schedules" USING btree ("restaurant_id","own_playlist_id");--> statement-breakpoint
ALTER TABLE "music_schedules" ADD CONSTRAINT "music_schedules_one_playlist_check" CHECK (num_nonnulls("music_schedules"."playlist_id", "music_schedules"."own_playlist_id") = 1);