import type { PageQuery, PlaylistQuery } from '@fitfit/contracts';
import { and, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { musicPlaylistMarks, musicPlaylistSongs, musicPlaylists } from '../../../db/schema';
import { iso } from '../../../lib/iso';
import { pagedQuery } from '../../../lib/paged-query';
import { inScope, type RestaurantScope } from '../../../lib/tenant-scope';

export type PlaylistRow = {
  id: string;
  name: string;
  description: string | null;
  mood: string;
  cover_url: string | null;
  publish_to_all: boolean;
  mark_ids: string[];
  songs_count: number;
  total_duration_ms: string | number;
  deleted_at: string | null;
  created_at: string;
  updated_at: string;
};

const columns = sql`p.id, p.name, p.description, p.mood, p.cover_url, p.publish_to_all,
  coalesce((select array_agg(m.mark_id order by m.mark_id) from music_playlist_marks m where m.playlist_id = p.id), '{}') as mark_ids,
  (select count(*)::int from music_playlist_songs ps where ps.playlist_id = p.id) as songs_count,
  (select coalesce(sum(s.duration_ms), 0)::bigint from music_playlist_songs ps join music_songs s on s.id = ps.song_id
    where ps.playlist_id = p.id) as total_duration_ms,
  case when p.deleted_at is null then null else ${iso(sql`p.deleted_at`)} end as deleted_at,
  ${iso(sql`p.created_at`)} as created_at, ${iso(sql`p.updated_at`)} as updated_at`;

const sorts = {
  name: sql`lower(p.name)`,
  created_at: sql`p.created_at`,
  updated_at: sql`p.updated_at`,
  mood: sql`p.mood`,
  deleted_at: sql`p.deleted_at`,
};

/** What a restaurant receives: live playlists published to all, or to its mark. */
export const publishedTo = (scope: RestaurantScope): SQL => sql`p.deleted_at is null and (p.publish_to_all or exists (
  select 1 from music_playlist_marks pm join restaurants r on r.mark_id = pm.mark_id
  where pm.playlist_id = p.id and ${inScope(scope, sql.raw('r.id'))}))`;

export const listPlaylists = (db: Db, query: PlaylistQuery, visibility: SQL) =>
  pagedQuery<PlaylistRow>({
    db,
    select: columns,
    from: sql`music_playlists p`,
    query,
    where: [visibility, query.mood ? sql`p.mood = ${query.mood}` : undefined],
    searchColumns: [sql`p.name`, sql`p.description`],
    sortColumns: sorts,
    tieBreaker: sql`p.id`,
  });

export const deletedOnly = (only: boolean): SQL => (only ? sql`p.deleted_at is not null` : sql`p.deleted_at is null`);

export const findPlaylist = async (db: Db, id: string, visibility: SQL = sql`true`) =>
  (await db.execute<PlaylistRow>(sql`select ${columns} from music_playlists p where p.id = ${id} and ${visibility}`)).rows[0];

/** The songs of a playlist in order, searched and paged (SPEC §7 `playlists/{id}`). */
export const listEntries = (db: Db, playlistId: string, query: PageQuery) =>
  pagedQuery<Record<string, unknown>>({
    db,
    select: sql`s.id, s.title, s.artist, s.album, s.genre, s.duration_ms, s.format, s.size_bytes, s.cover_url, ps.position,
      ${iso(sql`s.created_at`)} as created_at, ${iso(sql`s.updated_at`)} as updated_at`,
    from: sql`music_playlist_songs ps join music_songs s on s.id = ps.song_id`,
    query,
    where: [sql`ps.playlist_id = ${playlistId}`],
    searchColumns: [sql`s.title`, sql`s.artist`, sql`s.album`, sql`s.genre`],
    sortColumns: { position: sql`ps.position`, title: sql`lower(s.title)`, artist: sql`lower(s.artist)`, duration_ms: sql`s.duration_ms` },
    tieBreaker: sql`ps.position`,
  });

export interface PlaylistValues {
  name: string;
  description: string | null;
  mood: string;
  publish_to_all: boolean;
  mark_ids: string[];
  song_ids: string[];
}

const writeChildren = async (tx: Db, id: string, v: PlaylistValues) => {
  await tx.delete(musicPlaylistSongs).where(eq(musicPlaylistSongs.playlist_id, id));
  await tx.delete(musicPlaylistMarks).where(eq(musicPlaylistMarks.playlist_id, id));
  if (v.song_ids.length)
    await tx.insert(musicPlaylistSongs).values(v.song_ids.map((song_id, position) => ({ playlist_id: id, song_id, position })));
  const marks = v.publish_to_all ? [] : [...new Set(v.mark_ids)];
  if (marks.length) await tx.insert(musicPlaylistMarks).values(marks.map((mark_id) => ({ playlist_id: id, mark_id })));
};

const fields = (v: PlaylistValues) => ({ name: v.name, description: v.description, mood: v.mood, publish_to_all: v.publish_to_all });

export const insertPlaylist = (db: Db, v: PlaylistValues) =>
  db.transaction(async (tx) => {
    const [row] = await tx.insert(musicPlaylists).values(fields(v)).returning({ id: musicPlaylists.id });
    await writeChildren(tx as unknown as Db, row.id, v);
    return row.id;
  });

/** Only a live playlist is edited; a deleted one is restored first. */
export const updatePlaylist = (db: Db, id: string, v: PlaylistValues) =>
  db.transaction(async (tx) => {
    const [row] = await tx
      .update(musicPlaylists)
      .set({ ...fields(v), updated_at: sql`now()` })
      .where(and(eq(musicPlaylists.id, id), isNull(musicPlaylists.deleted_at)))
      .returning({ id: musicPlaylists.id });
    if (row) await writeChildren(tx as unknown as Db, id, v);
    return row;
  });

export const setDeleted = async (db: Db, id: string, deleted: boolean) =>
  (
    await db
      .update(musicPlaylists)
      .set({ deleted_at: deleted ? sql`now()` : null, updated_at: sql`now()` })
      .where(and(eq(musicPlaylists.id, id), deleted ? isNull(musicPlaylists.deleted_at) : isNotNull(musicPlaylists.deleted_at)))
      .returning({ id: musicPlaylists.id })
  )[0];

export const setCover = async (db: Db, id: string, url: string | null) => {
  const { rows } = await db.execute<{ previous: string | null }>(sql`
    update music_playlists p set cover_url = ${url}, updated_at = now()
    from music_playlists old where p.id = ${id} and old.id = p.id and p.deleted_at is null
    returning old.cover_url as previous`);
  return rows[0];
};
