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

export const deleteSong = async (db: Db, id: string) =>
  (
    await db.delete(musicSongs).where(eq(musicSongs.id, id)).returning({ file_key: musicSongs.file_key, cover_url: musicSongs.cover_url })
  )[0];
