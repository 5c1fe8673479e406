import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { tenantId, tenantPrimaryKey, tenantReference, timestamps } from './columns';
import { marks } from './tenancy';

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/**
 * The platform's music catalogue (PRODUCT §6), curated by the admin: not tenant rows, restaurants read
 * them through what is published to them. Audio and covers live in the file storage under `music/`.
 */
export const musicSongs = pgTable(
  'music_songs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    artist: text('artist').notNull(),
    album: text('album'),
    genre: text('genre'),
    duration_ms: integer('duration_ms').notNull().default(0),
    /** Format read from the file's bytes: mp3, ogg, m4a, flac. */
    format: text('format').notNull(),
    size_bytes: integer('size_bytes').notNull(),
    file_key: text('file_key').notNull(),
    cover_url: text('cover_url'),
    ...timestamps,
  },
  (t) => [
    check('music_songs_format_check', sql`${t.format} in ('mp3', 'ogg', 'm4a', 'flac')`),
    check('music_songs_duration_check', sql`${t.duration_ms} >= 0`),
    index('music_songs_title_idx').on(sql`lower(${t.title})`),
    index('music_songs_artist_idx').on(sql`lower(${t.artist})`),
  ],
);

/** A catalogue playlist; soft-deleted (`deleted_at`) so that it can be restored. */
export const musicPlaylists = pgTable(
  'music_playlists',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description'),
    mood: text('mood').notNull(),
    cover_url: text('cover_url'),
    /** Published to every restaurant holding fitfit_music; otherwise to the restaurants of `music_playlist_marks`. */
    publish_to_all: boolean('publish_to_all').notNull().default(false),
    deleted_at: timestamp('deleted_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [index('music_playlists_deleted_idx').on(t.deleted_at)],
);

/** The ordered songs of a catalogue playlist. */
export const musicPlaylistSongs = pgTable(
  'music_playlist_songs',
  {
    playlist_id: uuid('playlist_id')
      .notNull()
      .references(() => musicPlaylists.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    song_id: uuid('song_id')
      .notNull()
      .references(() => musicSongs.id),
  },
  (t) => [primaryKey({ columns: [t.playlist_id, t.position] }), index('music_playlist_songs_song_idx').on(t.song_id)],
);

/** The marks a playlist is published to, when it is not published to all. */
export const musicPlaylistMarks = pgTable(
  'music_playlist_marks',
  {
    playlist_id: uuid('playlist_id')
      .notNull()
      .references(() => musicPlaylists.id, { onDelete: 'cascade' }),
    mark_id: uuid('mark_id')
      .notNull()
      .references(() => marks.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.playlist_id, t.mark_id] }), index('music_playlist_marks_mark_idx').on(t.mark_id)],
);

/** The server secret that signs streaming URLs, created on first use and shared by every API instance. */
export const musicStreamKeys = pgTable('music_stream_keys', {
  name: text('name').primaryKey(),
  secret: bytea('secret').notNull(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A restaurant's own playlist, built from the catalogue's songs (tenant rows). Deleting a song of the
 * catalogue takes it out of these playlists (the service renumbers them first).
 */
export const musicOwnPlaylists = pgTable(
  'music_own_playlists',
  {
    restaurant_id: tenantId(),
    id: uuid('id').notNull().defaultRandom(),
    name: text('name').notNull(),
    description: text('description'),
    mood: text('mood').notNull(),
    ...timestamps,
  },
  (t) => [
    tenantPrimaryKey('music_own_playlists', t),
    uniqueIndex('music_own_playlists_restaurant_name_key').on(t.restaurant_id, sql`lower(${t.name})`),
  ],
);

/** The ordered songs of a restaurant's own playlist. */
export const musicOwnPlaylistSongs = pgTable(
  'music_own_playlist_songs',
  {
    restaurant_id: tenantId(),
    playlist_id: uuid('playlist_id').notNull(),
    position: smallint('position').notNull(),
    song_id: uuid('song_id')
      .notNull()
      .references(() => musicSongs.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.restaurant_id, t.playlist_id, t.position] }),
    tenantReference(
      'music_own_playlist_songs_playlist_fk',
      { restaurant_id: t.restaurant_id, column: t.playlist_id },
      musicOwnPlaylists,
    ).onDelete('cascade'),
    index('music_own_playlist_songs_song_idx').on(t.song_id),
  ],
);

/**
 * A restaurant's week: which playlist the player follows at lunch and at dinner, per weekday (Sunday 0 to
 * Saturday 6, SPEC §3). A tenant row pointing at either a catalogue playlist or one of the restaurant's own.
 */
export const musicSchedules = pgTable(
  'music_schedules',
  {
    restaurant_id: tenantId(),
    weekday: smallint('weekday').notNull(),
    moment: text('moment').notNull(),
    playlist_id: uuid('playlist_id').references(() => musicPlaylists.id, { onDelete: 'cascade' }),
    own_playlist_id: uuid('own_playlist_id'),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.restaurant_id, t.weekday, t.moment] }),
    check('music_schedules_weekday_check', sql`${t.weekday} between 0 and 6`),
    check('music_schedules_moment_check', sql`${t.moment} in ('lunch', 'dinner')`),
    check('music_schedules_one_playlist_check', sql`num_nonnulls(${t.playlist_id}, ${t.own_playlist_id}) = 1`),
    tenantReference(
      'music_schedules_own_playlist_fk',
      { restaurant_id: t.restaurant_id, column: t.own_playlist_id },
      musicOwnPlaylists,
    ).onDelete('cascade'),
    index('music_schedules_playlist_idx').on(t.playlist_id),
    index('music_schedules_own_playlist_idx').on(t.restaurant_id, t.own_playlist_id),
  ],
);
