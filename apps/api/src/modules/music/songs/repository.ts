import type { SongInput, SongQuery } from '@fitfit/contracts';
import { eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/database';
import { musicPlaylistSongs, musicSongs } from '../../../db/schema';
import { pagedQuery } from '../../../lib/paged-query';

/** Catalogue playlists holding the song, deleted ones included (they may be restored). */
const playlistsCount = sql<number>`(select count(distinct ${musicPlaylistSongs.playlist_id})::int from ${musicPlaylistSongs} where ${musicPlaylistSongs.song_id} = ${musicSongs.id})`;
const columns = { ...getTableColumns(musicSongs), playlists_count: playlistsCount };
export type SongRow = typeof musicSongs.$inferSelect & { playlists_count: number };

const same = (column: SQL | AnyPgColumn, value: string | undefined) => (value ? sql`lower(${column}) = lower(${value})` : undefined);

export const listSongs = (db: Db, query: SongQuery) =>
  pagedQuery({
    db,
    select: db.select(columns).from(musicSongs).$dynamic(),
    countFrom: musicSongs,
    query,
    where: [same(musicSongs.genre, query.genre), same(musicSongs.artist, query.artist)],
    searchColumns: [musicSongs.title, musicSongs.artist, musicSongs.album, musicSongs.genre],
    sortColumns: {
      created_at: musicSongs.created_at,
      title: sql`lower(${musicSongs.title})`,
      artist: [sql`lower(${musicSongs.artist})`, sql`lower(${musicSongs.title})`],
      album: sql`lower(${musicSongs.album})`,
      genre: sql`lower(${musicSongs.genre})`,
      duration_ms: musicSongs.duration_ms,
    },
    tieBreaker: musicSongs.id,
  });

export const facets = async (db: Db) => {
  const { rows } = await db.execute<{ genres: string[] | null; artists: string[] | null }>(sql`
    select (select array_agg(distinct genre order by genre) from music_songs where genre is not null) as genres,
           (select array_agg(distinct artist order by artist) from music_songs) as artists`);
  return { genres: rows[0]?.genres ?? [], artists: rows[0]?.artists ?? [] };
};

export const findSong = async (db: Db, id: string): Promise<SongRow | undefined> =>
  (await db.select(columns).from(musicSongs).where(eq(musicSongs.id, id)))[0];

export const insertSong = async (db: Db, values: typeof musicSongs.$inferInsert) =>
  (await db.insert(musicSongs).values(values).returning({ id: musicSongs.id }))[0].id;

export const updateSong = async (db: Db, id: string, input: SongInput) =>
  (
    await db
      .update(musicSongs)
      .set({ ...input, updated_at: sql`now()` })
      .where(eq(musicSongs.id, id))
      .returning({ id: musicSongs.id })
  )[0];

/**
 * Points the song at a new audio file (and, when given, a new cover) in one statement, returning the previous
 * file and cover so that the caller removes them once the row no longer needs them.
 */
export const replaceFile = async (
  db: Db,
  id: string,
  v: {
    title: string | null;
    artist: string | null;
    album: string | null;
    genre: string | null;
    duration_ms: number;
    format: string;
    size_bytes: number;
    file_key: string;
    cover_url: string | null;
  },
) => {
  const { rows } = await db.execute<{ previous_file: string; previous_cover: string | null }>(sql`
    update music_songs s set
      title = coalesce(${v.title}, s.title), artist = coalesce(${v.artist}, s.artist),
      album = coalesce(${v.album}, s.album), genre = coalesce(${v.genre}, s.genre),
      duration_ms = ${v.duration_ms}, format = ${v.format}, size_bytes = ${v.size_bytes}, file_key = ${v.file_key},
      cover_url = coalesce(${v.cover_url}, s.cover_url), updated_at = now()
    from music_songs old where s.id = ${id} and old.id = s.id
    returning old.file_key as previous_file, old.cover_url as previous_cover`);
  return rows[0];
};

/** Sets or clears the cover, returning the previous one. */
export const setCover = async (db: Db, id: string, url: string | null) => {
  const { rows } = await db.execute<{ previous: string | null }>(sql`
    update music_songs s set cover_url = ${url}, updated_at = now()
    from music_songs old where s.id = ${id} and old.id = s.id
    returning old.cover_url as previous`);
  return rows[0];
};

export const deleteSong = async (db: Db, id: string) =>
  (
    await db.delete(musicSongs).where(eq(musicSongs.id, id)).returning({ file_key: musicSongs.file_key, cover_url: musicSongs.cover_url })
  )[0];
