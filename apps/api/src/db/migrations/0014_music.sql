CREATE TABLE "music_playlist_marks" (
	"playlist_id" uuid NOT NULL,
	"mark_id" uuid NOT NULL,
	CONSTRAINT "music_playlist_marks_playlist_id_mark_id_pk" PRIMARY KEY("playlist_id","mark_id")
);
--> statement-breakpoint
CREATE TABLE "music_playlist_songs" (
	"playlist_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"song_id" uuid NOT NULL,
	CONSTRAINT "music_playlist_songs_playlist_id_position_pk" PRIMARY KEY("playlist_id","position")
);
--> statement-breakpoint
CREATE TABLE "music_playlists" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"mood" text NOT NULL,
	"cover_url" text,
	"publish_to_all" boolean DEFAULT false NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "music_schedules" (
	"restaurant_id" uuid NOT NULL,
	"weekday" smallint NOT NULL,
	"moment" text NOT NULL,
	"playlist_id" uuid NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "music_schedules_restaurant_id_weekday_moment_pk" PRIMARY KEY("restaurant_id","weekday","moment"),
	CONSTRAINT "music_schedules_weekday_check" CHECK ("music_schedules"."weekday" between 0 and 6),
	CONSTRAINT "music_schedules_moment_check" CHECK ("music_schedules"."moment" in ('lunch', 'dinner'))
);
--> statement-breakpoint
CREATE TABLE "music_songs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"artist" text NOT NULL,
	"album" text,
	"genre" text,
	"duration_ms" integer DEFAULT 0 NOT NULL,
	"format" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"file_key" text NOT NULL,
	"cover_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "music_songs_format_check" CHECK ("music_songs"."format" in ('mp3', 'ogg', 'm4a', 'flac')),
	CONSTRAINT "music_songs_duration_check" CHECK ("music_songs"."duration_ms" >= 0)
);
--> statement-breakpoint
CREATE TABLE "music_stream_keys" (
	"name" text PRIMARY KEY NOT NULL,
	"secret" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "music_playlist_marks" ADD CONSTRAINT "music_playlist_marks_playlist_id_music_playlists_id_fk" FOREIGN KEY ("playlist_id") REFERENCES "public"."music_playlists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "music_playlist_marks" ADD CONSTRAINT "music_playlist_marks_mark_id_marks_id_fk" FOREIGN KEY ("mark_id") REFERENCES "public"."marks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "music_playlist_songs" ADD CONSTRAINT "music_playlist_songs_playlist_id_music_playlists_id_fk" FOREIGN KEY ("playlist_id") REFERENCES "public"."music_playlists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "music_playlist_songs" ADD CONSTRAINT "music_playlist_songs_song_id_music_songs_id_fk" FOREIGN KEY ("song_id") REFERENCES "public"."music_songs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "music_schedules" ADD CONSTRAINT "music_schedules_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "music_schedules" ADD CONSTRAINT "music_schedules_playlist_id_music_playlists_id_fk" FOREIGN KEY ("playlist_id") REFERENCES "public"."music_playlists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "music_playlist_marks_mark_idx" ON "music_playlist_marks" USING btree ("mark_id");--> statement-breakpoint
CREATE INDEX "music_playlist_songs_song_idx" ON "music_playlist_songs" USING btree ("song_id");--> statement-breakpoint
CREATE INDEX "music_playlists_deleted_idx" ON "music_playlists" USING btree ("deleted_at");--> statement-breakpoint
CREATE INDEX "music_schedules_playlist_idx" ON "music_schedules" USING btree ("playlist_id");--> statement-breakpoint
CREATE INDEX "music_songs_title_idx" ON "music_songs" USING btree (lower("title"));--> statement-breakpoint
CREATE INDEX "music_songs_artist_idx" ON "music_songs" USING btree (lower("artist"));