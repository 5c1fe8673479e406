import type { OwnPlaylistQuery, PageQuery } from '@fitfit/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { musicOwnPlaylistSongs, musicOwnPlaylists } from '../../../db/schema';
import { iso } from '../../../lib/iso';
import { pagedQuery } from '../../../lib/paged-query';
import { inScope, type RestaurantScope } from '../../../lib/tenant-scope';

export type OwnPlaylistRow = {
  id: string;
  name: string;
  description: string | null;
  mood: string;
  cover_url: string | null;
  songs_count: number;
  total_duration_ms: string | number;
  created_at: string;
  updated_at: string;
};

/** The songs of an own playlist: same restaurant and same playlist (the composite key's two columns). */
const songsOf = sql`ps.restaurant_id = p.restaurant_id and ps.playlist_id = p.id`;
const columns = sql`p.id, p.name, p.description, p.mood,
  (select s.cover_url from music_own_playlist_songs ps join music_songs s on s.id = ps.song_id
    where ${songsOf} and s.cover_url is not null order by ps.position limit 1) as cover_url,
  (select count(*)::int from music_own_playlist_songs ps where ${songsOf}) as songs_count,
  (select coalesce(sum(s.duration_ms), 0)::bigint from music_own_playlist_songs ps join music_songs s on s.id = ps.song_id
    where ${songsOf}) as total_duration_ms,
  ${iso(sql`p.created_at`)} as created_at, ${iso(sql`p.updated_at`)} as updated_at`;

export const listOwnPlaylists = (db: Db, scope: RestaurantScope, query: OwnPlaylistQuery) =>
  pagedQuery<OwnPlaylistRow>({
    db,
    select: columns,
    from: sql`music_own_playlists p`,
    query,
    where: [inScope(scope, sql`p.restaurant_id`), query.mood ? sql`p.mood = ${query.mood}` : undefined],
    searchColumns: [sql`p.name`, sql`p.description`],
    sortColumns: { name: sql`lower(p.name)`, created_at: sql`p.created_at`, updated_at: sql`p.updated_at`, mood: sql`p.mood` },
    tieBreaker: sql`p.id`,
  });

export const findOwnPlaylist = async (db: Db, scope: RestaurantScope, id: string) =>
  (
    await db.execute<OwnPlaylistRow>(
      sql`select ${columns} from music_own_playlists p where ${inScope(scope, sql`p.restaurant_id`)} and p.id = ${id}`,
    )
  ).rows[0];

/** The songs of an own playlist in order, searched and paged (like the catalogue's `playlists/{id}`). */
export const listOwnEntries = (db: Db, scope: RestaurantScope, playlistId: string, query: PageQuery) =>
  pagedQuery<Record<string, unknown>>({
    db,
    select: sql`s.id, s.title, s.artist, s.album, s.genre, s.duration_ms, s.format, s.size_bytes, s.cover_url, ps.position,
      ${iso(sql`s.created_at`)} as created_at, ${iso(sql`s.updated_at`)} as updated_at`,
    from: sql`music_own_playlist_songs ps join music_songs s on s.id = ps.song_id`,
    query,
    where: [inScope(scope, sql`ps.restaurant_id`), sql`ps.playlist_id = ${playlistId}`],
    searchColumns: [sql`s.title`, sql`s.artist`, sql`s.album`, sql`s.genre`],
    sortColumns: { position: sql`ps.position`, title: sql`lower(s.title)`, artist: sql`lower(s.artist)`, duration_ms: sql`s.duration_ms` },
    tieBreaker: sql`ps.position`,
  });

export interface OwnPlaylistValues {
  name: string;
  description: string | null;
  mood: string;
  song_ids: string[];
}

const fields = (v: OwnPlaylistValues) => ({ name: v.name, description: v.description, mood: v.mood });

const writeSongs = async (tx: Db, scope: RestaurantScope, id: string, songIds: string[]) => {
  await tx
    .delete(musicOwnPlaylistSongs)
    .where(and(inScope(scope, musicOwnPlaylistSongs.restaurant_id), eq(musicOwnPlaylistSongs.playlist_id, id)));
  if (songIds.length)
    await tx
      .insert(musicOwnPlaylistSongs)
      .values(songIds.map((song_id, position) => ({ restaurant_id: scope.restaurantId, playlist_id: id, song_id, position })));
};

export const insertOwnPlaylist = (db: Db, scope: RestaurantScope, v: OwnPlaylistValues) =>
  db.transaction(async (tx) => {
    const [row] = await tx
      .insert(musicOwnPlaylists)
      .values({ ...fields(v), restaurant_id: scope.restaurantId })
      .returning({ id: musicOwnPlaylists.id });
    await writeSongs(tx as unknown as Db, scope, row.id, v.song_ids);
    return row.id;
  });

export const updateOwnPlaylist = (db: Db, scope: RestaurantScope, id: string, v: OwnPlaylistValues) =>
  db.transaction(async (tx) => {
    const [row] = await tx
      .update(musicOwnPlaylists)
      .set({ ...fields(v), updated_at: sql`now()` })
      .where(and(inScope(scope, musicOwnPlaylists.restaurant_id), eq(musicOwnPlaylists.id, id)))
      .returning({ id: musicOwnPlaylists.id });
    if (row) await writeSongs(tx as unknown as Db, scope, id, v.song_ids);
    return row;
  });

/** Gone with its songs and its places in the week (composite keys, ON DELETE CASCADE). */
export const deleteOwnPlaylist = async (db: Db, scope: RestaurantScope, id: string) =>
  (
    await db
      .delete(musicOwnPlaylists)
      .where(and(inScope(scope, musicOwnPlaylists.restaurant_id), eq(musicOwnPlaylists.id, id)))
      .returning({ id: musicOwnPlaylists.id })
  )[0];

/**
 * Takes a song out of every restaurant's own playlists and closes the gaps it leaves (positions 0…n-1),
 * before the catalogue deletes it: through negative positions, so the primary key never collides.
 */
export const removeSongFromOwnPlaylists = async (tx: Db, songId: string) => {
  const { rows } = await tx.execute<{ restaurant_id: string; playlist_id: string }>(sql`
    delete from music_own_playlist_songs where song_id = ${songId} returning restaurant_id, playlist_id`);
  if (!rows.length) return;
  const touched = sql`(restaurant_id, playlist_id) in (select r, p from unnest(${`{${rows.map((r) => r.restaurant_id).join(',')}}`}::uuid[], ${`{${rows.map((r) => r.playlist_id).join(',')}}`}::uuid[]) as t(r, p))`;
  await tx.execute(sql`update music_own_playlist_songs set position = -1 - position where ${touched}`);
  await tx.execute(sql`
    update music_own_playlist_songs ps set position = n.rank from (
      select restaurant_id, playlist_id, position, (row_number() over (partition by restaurant_id, playlist_id order by position desc) - 1)::smallint as rank
      from music_own_playlist_songs where ${touched}
    ) n where ps.restaurant_id = n.restaurant_id and ps.playlist_id = n.playlist_id and ps.position = n.position`);
};
