import type { Mood, PageQuery, Playlist, PlaylistEntry, PlaylistQuery, playlistInputSchema, SongFormat } from '@fitfit/contracts';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../../db/database';
import { notFound } from '../../../lib/http-errors';
import { withConstraints } from '../../../lib/pg-errors';
import type { Scoped } from '../../../lib/scoped-db';
import type { FileStorage } from '../../../lib/storage/file-storage';
import type { RestaurantScope } from '../../../lib/tenant-scope';
import { removeCover, uploadCover } from '../covers';
import * as repo from './repository';

const NOT_FOUND = 'Playlist introuvable';
type Input = z.output<typeof playlistInputSchema>;

/** The French meaning of the references a playlist write may miss. */
const MISSING = {
  music_playlist_songs_song_id_music_songs_id_fk: { status: 422, message: 'Une des musiques choisies n’existe plus', field: 'song_ids' },
  music_playlist_marks_mark_id_marks_id_fk: { status: 422, message: 'Une des marques choisies n’existe plus', field: 'mark_ids' },
} as const;

export const toPlaylist = (r: repo.PlaylistRow, hideMarks = false): Playlist => ({
  id: r.id,
  name: r.name,
  description: r.description,
  mood: r.mood as Mood,
  cover_url: r.cover_url,
  publish_to_all: r.publish_to_all,
  // a restaurant does not learn which other marks a playlist went to
  mark_ids: hideMarks ? [] : r.mark_ids,
  songs_count: r.songs_count,
  total_duration_ms: Number(r.total_duration_ms),
  deleted_at: r.deleted_at,
  created_at: r.created_at,
  updated_at: r.updated_at,
});

export const toEntry = (r: Record<string, unknown>): PlaylistEntry => ({
  id: r.id as string,
  title: r.title as string,
  artist: r.artist as string,
  album: r.album as string | null,
  genre: r.genre as string | null,
  duration_ms: r.duration_ms as number,
  format: r.format as SongFormat,
  size_bytes: r.size_bytes as number,
  cover_url: r.cover_url as string | null,
  position: r.position as number,
  created_at: r.created_at as string,
  updated_at: r.updated_at as string,
});

// ---------- admin ----------
export const listPlaylists = async (db: Db, query: PlaylistQuery) => {
  const page = await repo.listPlaylists(db, query, repo.deletedOnly(query.only_soft_deleted === 'true'));
  return { ...page, data: page.data.map((r) => toPlaylist(r)) };
};

/** A playlist, deleted or not (the admin sees both). */
export const getPlaylist = async (db: Db, id: string) => {
  const row = await repo.findPlaylist(db, id);
  if (!row) throw notFound(NOT_FOUND);
  return toPlaylist(row);
};

export const playlistEntries = async (db: Db, id: string, query: PageQuery) => {
  await getPlaylist(db, id);
  const page = await repo.listEntries(db, id, query);
  return { ...page, data: page.data.map(toEntry) };
};

export const createPlaylist = (db: Db, input: Input) =>
  withConstraints(async () => getPlaylist(db, await repo.insertPlaylist(db, input)), MISSING);

export const updatePlaylist = (db: Db, id: string, input: Input) =>
  withConstraints(async () => {
    if (!(await repo.updatePlaylist(db, id, input))) throw notFound(NOT_FOUND);
    return getPlaylist(db, id);
  }, MISSING);

/** Soft delete: restaurants stop receiving it at once; `only_soft_deleted=true` lists it; restore brings it back. */
export const deletePlaylist = async (db: Db, id: string) => {
  if (!(await repo.setDeleted(db, id, true))) throw notFound(NOT_FOUND);
};

export const restorePlaylist = async (db: Db, id: string) => {
  if (!(await repo.setDeleted(db, id, false))) throw notFound('Playlist supprimée introuvable');
  return getPlaylist(db, id);
};

/** The new cover is checked and stored first, then the row points to it, then the old file goes. */
export const replaceCover = async (db: Db, storage: FileStorage, id: string, request: FastifyRequest) => {
  await getPlaylist(db, id);
  const url = await uploadCover(storage, request);
  const changed = await repo.setCover(db, id, url);
  if (!changed) {
    await removeCover(storage, url);
    throw notFound(NOT_FOUND);
  }
  await removeCover(storage, changed.previous);
  return getPlaylist(db, id);
};

export const clearCover = async (db: Db, storage: FileStorage, id: string) => {
  const changed = await repo.setCover(db, id, null);
  if (!changed) throw notFound(NOT_FOUND);
  await removeCover(storage, changed.previous);
  return getPlaylist(db, id);
};

// ---------- restaurant ----------
// A restaurant's reads take its scoped executor (lib/scoped-db.ts): the scope filters, the database restricts too.
export const restaurantPlaylists = async ({ db, scope }: Scoped<RestaurantScope, Db>, query: PlaylistQuery) => {
  const page = await repo.listPlaylists(db, { ...query, only_soft_deleted: undefined }, repo.publishedTo(scope));
  return { ...page, data: page.data.map((r) => toPlaylist(r, true)) };
};

/** A playlist the restaurant does not receive is a 404, as if it did not exist. */
export const restaurantPlaylistEntries = async ({ db, scope }: Scoped<RestaurantScope, Db>, id: string, query: PageQuery) => {
  if (!(await repo.findPlaylist(db, id, repo.publishedTo(scope)))) throw notFound(NOT_FOUND);
  const page = await repo.listEntries(db, id, query);
  return { ...page, data: page.data.map(toEntry) };
};

export const restaurantPlaylist = async ({ db, scope }: Scoped<RestaurantScope, Db>, id: string) => {
  const row = await repo.findPlaylist(db, id, repo.publishedTo(scope));
  if (!row) throw notFound(NOT_FOUND);
  return toPlaylist(row, true);
};
